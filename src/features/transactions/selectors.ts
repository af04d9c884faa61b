import { createSelector } from '@reduxjs/toolkit'
import type { AppState } from '../../store/types'
import { centsToDecimal, formatSignedMoney, type Cents } from '../../lib/money'
import { compareCategories, compareCategoriesLoosely } from '../../lib/categoryOrder'
import { selectOwnCategoryChoices } from '../categories'
import type { HistoryQuery, SortDirection, SortKey } from './historyQuery'
import type { Transaction } from './model'
import { categoriesOf, countsIn } from './splits'
import { summarize, summarizeIn } from './summary'
import { selectAllTransactions } from './transactionsSlice'

/**
 * The stored text, how people type it, and the amount as the history shows it ("12.50", "12.5"
 * and "-$12.50" for an expense of 1250), so "$1,200" or "-$12.50" copied from a row finds that
 * row. One a line, as the fields are, so no search matches across two of them.
 */
function amountTexts(cents: Cents, type: Transaction['type']): string {
  const decimal = centsToDecimal(cents)
  const short =
    cents % 100 === 0 ? decimal.slice(0, -3) : cents % 10 === 0 ? decimal.slice(0, -1) : decimal
  const shown = formatSignedMoney(cents, type)
  return short === decimal ? `${decimal}\n${shown}` : `${decimal}\n${short}\n${shown}`
}

/** Records never change in place (an edit makes a new object), so each one's lower-cased search
 * text is made on the first search that needs it and then reused, instead of for every record
 * on every load. */
const searchTexts = new WeakMap<Transaction, string>()

function searchTextOf(transaction: Transaction): string {
  let text = searchTexts.get(transaction)
  if (text === undefined) {
    const { description, amountCents, type, splits, tags } = transaction
    // Newlines keep a search from matching across two fields; the search box cannot hold one.
    // A split is found by its lines' categories, not by "Split"; tags one a line too.
    const categories = splits ? categoriesOf(transaction).join('\n') : transaction.category
    const tagLines = tags ? `\n${tags.join('\n')}` : ''
    text =
      `${description}\n${categories}\n${amountTexts(amountCents, type)}${tagLines}`.toLowerCase()
    searchTexts.set(transaction, text)
  }
  return text
}

/**
 * Makes the search texts in the browser's idle time after the history has shown, a slice at a
 * time, so the first keystroke does not pay for 25,000 of them at once. Returns a cancel.
 */
export function prepareSearch(list: readonly Transaction[]): () => void {
  if (typeof requestIdleCallback !== 'function') return () => {}
  let next = 0
  let handle = requestIdleCallback(function work(deadline) {
    while (next < list.length && deadline.timeRemaining() > 1) {
      for (const end = Math.min(next + 500, list.length); next < end; next += 1) {
        searchTextOf(list[next])
      }
    }
    if (next < list.length) handle = requestIdleCallback(work)
  })
  return () => cancelIdleCallback(handle)
}

/** The categories the records count in (split lines' included, "Split" never), and those the
 * person keeps in their own lists, each once, sorted. */
export const selectCategories = createSelector(
  [selectAllTransactions, selectOwnCategoryChoices],
  (list, own) => {
    const names = new Set(own)
    for (const transaction of list) {
      if (transaction.splits) for (const line of transaction.splits) names.add(line.category)
      else names.add(transaction.category)
    }
    return [...names].sort(compareCategories)
  },
)

/** The tags on the records, each once, sorted; none until someone tags a record. */
export const selectTags = createSelector([selectAllTransactions], (list) => {
  const tags = new Set<string>()
  for (const { tags: own } of list) if (own) for (const tag of own) tags.add(tag)
  return [...tags].sort(compareCategories)
})

/** A number per category in sort order, equal for names equal but for case, so sorting the
 * records compares integers rather than strings. */
const selectCategoryRanks = createSelector([selectCategories], (categories) => {
  const ranks = new Map<string, number>()
  categories.forEach((category, i) => {
    const previous = categories[i - 1]
    const same = previous !== undefined && compareCategoriesLoosely(previous, category) === 0
    ranks.set(category, same ? ranks.get(previous)! : i)
  })
  return ranks
})

type Ranks = ReadonlyMap<string, number>
type Ascending = (a: Transaction, b: Transaction, ranks: Ranks) => number

/** A split sorts by its first line's category, which its Category cell shows first. */
const sortCategory = (transaction: Transaction) =>
  transaction.splits ? transaction.splits[0].category : transaction.category

const ascending: Record<SortKey, Ascending> = {
  date: (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0),
  amount: (a, b) => a.amountCents - b.amountCents,
  category: (a, b, ranks) => ranks.get(sortCategory(a))! - ranks.get(sortCategory(b))!,
}

/** Each order once per data change. The list is newest first and the sort is stable, so ties
 * stay newest first in either direction. */
const selectSorted = createSelector(
  [
    selectAllTransactions,
    selectCategoryRanks,
    (_state: AppState, key: SortKey) => key,
    (_state: AppState, _key: SortKey, direction: SortDirection) => direction,
  ],
  (list, ranks, key, direction) => {
    if (key === 'date' && direction === 'desc') return list
    const sign = direction === 'asc' ? 1 : -1
    const compare = ascending[key]
    return [...list].sort((a, b) => sign * compare(a, b, ranks))
  },
)

/** Where a transaction is, for the Account filter: without the person's accounts, all are in
 * one. */
type AccountOf = (transaction: Transaction) => string

/** The history's rows: filtered in one pass over the chosen order. A split is listed under
 * each category it has a line in. */
export const selectHistoryTransactions = createSelector(
  [
    (state: AppState, query: HistoryQuery) => selectSorted(state, query.sortKey, query.direction),
    (_state: AppState, query: HistoryQuery) => query.search,
    (_state: AppState, query: HistoryQuery) => query.type,
    (_state: AppState, query: HistoryQuery) => query.category,
    (_state: AppState, query: HistoryQuery) => query.tag,
    (_state: AppState, query: HistoryQuery) => query.start,
    (_state: AppState, query: HistoryQuery) => query.end,
    (_state: AppState, query: HistoryQuery) => query.account,
    (_state: AppState, _query: HistoryQuery, accountOf?: AccountOf) => accountOf,
  ],
  (sorted, search, type, category, tag, start, end, account, accountOf): Transaction[] => {
    const needle = search.trim().toLowerCase()
    const byAccount = account !== '' && accountOf !== undefined
    const rows: Transaction[] = []
    for (const transaction of sorted) {
      if (type !== 'all' && transaction.type !== type) continue
      if (category !== '' && !countsIn(transaction, category)) continue
      if (tag !== '' && !transaction.tags?.includes(tag)) continue
      if (byAccount && accountOf(transaction) !== account) continue
      // yyyy-mm-dd compares as text in calendar order; both bounds are inclusive.
      if (start !== '' && transaction.date < start) continue
      if (end !== '' && transaction.date > end) continue
      if (needle !== '' && !searchTextOf(transaction).includes(needle)) continue
      rows.push(transaction)
    }
    return rows
  },
)

/** The totals of the listed rows; filtered by a category, of a split only its lines in it. */
export const selectHistorySummary = createSelector(
  [selectHistoryTransactions, (_state: AppState, query: HistoryQuery) => query.category],
  (rows, category) => (category === '' ? summarize(rows) : summarizeIn(rows, category)),
)
