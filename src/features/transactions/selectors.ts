import { createSelector } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'
import { centsToDecimal, type Cents } from '../../lib/money'
import type { HistoryQuery, SortDirection, SortKey } from './historyQuery'
import type { Transaction } from './model'
import { summarize } from './summary'
import { selectAllTransactions } from './transactionsSlice'

/** A transaction with the lower-cased text a search looks through, made once per data change. */
export interface IndexedTransaction {
  transaction: Transaction
  text: string
}

/** "12.50" and "12.5" for 1250 ("12.00" and "12" for 1200): the stored text and how people type it. */
function amountTexts(cents: Cents): string {
  const decimal = centsToDecimal(cents)
  return `${decimal} ${decimal.replace(/\.?0+$/, '')}`
}

function searchText(transaction: Transaction): string {
  const { description, category, amountCents } = transaction
  // Newlines keep a search from matching across two fields; the search box cannot hold one.
  return `${description}\n${category}\n${amountTexts(amountCents)}`.toLowerCase()
}

export const selectSearchIndex = createSelector([selectAllTransactions], (list) =>
  list.map((transaction): IndexedTransaction => ({ transaction, text: searchText(transaction) })),
)

const collator = new Intl.Collator('en', { sensitivity: 'base' })

/** Case-insensitive, with a case-sensitive tie-break so "food" and "Food" keep a fixed order. */
function compareCategories(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)
}

/** The categories in the person's data, each once, sorted. */
export const selectCategories = createSelector([selectAllTransactions], (list) =>
  [...new Set(list.map((transaction) => transaction.category))].sort(compareCategories),
)

/** A number per category in sort order, equal for names equal but for case, so sorting the
 * records compares integers rather than strings. */
const selectCategoryRanks = createSelector([selectCategories], (categories) => {
  const ranks = new Map<string, number>()
  categories.forEach((category, i) => {
    const previous = categories[i - 1]
    const same = previous !== undefined && collator.compare(previous, category) === 0
    ranks.set(category, same ? ranks.get(previous)! : i)
  })
  return ranks
})

type Ranks = ReadonlyMap<string, number>
type Ascending = (a: Transaction, b: Transaction, ranks: Ranks) => number

const ascending: Record<SortKey, Ascending> = {
  date: (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0),
  amount: (a, b) => a.amountCents - b.amountCents,
  category: (a, b, ranks) => ranks.get(a.category)! - ranks.get(b.category)!,
}

/** Each order once per data change. The index is newest first and the sort is stable, so ties
 * stay newest first in either direction. */
const selectSortedIndex = createSelector(
  [
    selectSearchIndex,
    selectCategoryRanks,
    (_state: RootState, key: SortKey) => key,
    (_state: RootState, _key: SortKey, direction: SortDirection) => direction,
  ],
  (index, ranks, key, direction) => {
    if (key === 'date' && direction === 'desc') return index
    const sign = direction === 'asc' ? 1 : -1
    const compare = ascending[key]
    return [...index].sort((a, b) => sign * compare(a.transaction, b.transaction, ranks))
  },
)

/** The history's rows: filtered in one pass over the chosen order. */
export const selectHistoryTransactions = createSelector(
  [
    (state: RootState, query: HistoryQuery) =>
      selectSortedIndex(state, query.sortKey, query.direction),
    (_state: RootState, query: HistoryQuery) => query.search,
    (_state: RootState, query: HistoryQuery) => query.type,
    (_state: RootState, query: HistoryQuery) => query.category,
    (_state: RootState, query: HistoryQuery) => query.start,
    (_state: RootState, query: HistoryQuery) => query.end,
  ],
  (entries, search, type, category, start, end): Transaction[] => {
    const needle = search.trim().toLowerCase()
    const rows: Transaction[] = []
    for (const { transaction, text } of entries) {
      if (type !== 'all' && transaction.type !== type) continue
      if (category !== '' && transaction.category !== category) continue
      // yyyy-mm-dd compares as text in calendar order; both bounds are inclusive.
      if (start !== '' && transaction.date < start) continue
      if (end !== '' && transaction.date > end) continue
      if (needle !== '' && !text.includes(needle)) continue
      rows.push(transaction)
    }
    return rows
  },
)

export const selectHistorySummary = createSelector([selectHistoryTransactions], summarize)
