import { DEFAULT_QUERY, type HistoryQuery } from './historyQuery'
import type { Transaction } from './model'
import { selectCategories, selectHistorySummary, selectHistoryTransactions } from './selectors'
import { splitTransaction, stateWith, transaction } from '../../test/fixtures'

/** A transaction made after every earlier one in the test, on 2026-03-01 unless told. */
const t = (fields: Partial<Transaction>) => transaction({ date: '2026-03-01', ...fields })

function rows(list: Transaction[], query: Partial<HistoryQuery> = {}): string[] {
  return selectHistoryTransactions(stateWith(list), { ...DEFAULT_QUERY, ...query }).map(
    (transaction) => transaction.description,
  )
}

describe('history filters', () => {
  const list = [
    t({
      description: 'salary',
      type: 'income',
      category: 'Salary',
      date: '2026-01-31',
    }),
    t({ description: 'lunch', category: 'Food', date: '2026-02-01' }),
    t({
      description: 'bus',
      category: 'Transport',
      date: '2025-12-31',
    }),
    t({
      description: 'gift',
      type: 'income',
      category: 'Gift',
      date: '2026-01-01',
    }),
    t({
      description: 'dinner',
      category: 'Food',
      date: '2025-12-30',
    }),
  ]

  it('shows everything, newest date first, with no filter', () => {
    expect(rows(list)).toEqual(['lunch', 'salary', 'gift', 'bus', 'dinner'])
  })

  it('filters by type', () => {
    expect(rows(list, { type: 'income' })).toEqual(['salary', 'gift'])
    expect(rows(list, { type: 'expense' })).toEqual(['lunch', 'bus', 'dinner'])
  })

  it('filters by category', () => {
    expect(rows(list, { category: 'Food' })).toEqual(['lunch', 'dinner'])
  })

  it('includes both date bounds across a year end', () => {
    expect(rows(list, { start: '2025-12-31', end: '2026-01-01' })).toEqual(['gift', 'bus'])
  })

  it('includes both date bounds across a month end', () => {
    expect(rows(list, { start: '2026-01-31', end: '2026-02-01' })).toEqual(['lunch', 'salary'])
  })

  it('takes a single open bound', () => {
    expect(rows(list, { start: '2026-01-01' })).toEqual(['lunch', 'salary', 'gift'])
    expect(rows(list, { end: '2025-12-31' })).toEqual(['bus', 'dinner'])
  })

  it('combines filters', () => {
    expect(rows(list, { type: 'expense', category: 'Food', end: '2026-01-31' })).toEqual(['dinner'])
    expect(rows(list, { type: 'income', category: 'Food' })).toEqual([])
  })
})

describe('history search', () => {
  const list = [
    t({
      description: 'Morning COFFEE',
      category: 'Food',
      amountCents: 1250,
    }),
    t({
      description: 'Train pass',
      category: 'Transport',
      amountCents: 1205,
    }),
    t({ description: '', category: 'Rent', amountCents: 120000 }),
  ]

  function found(search: string): number[] {
    return selectHistoryTransactions(stateWith(list), { ...DEFAULT_QUERY, search }).map(
      (transaction) => transaction.amountCents,
    )
  }

  it('looks through descriptions, ignoring case and surrounding spaces', () => {
    expect(found('coffee')).toEqual([1250])
    expect(found('  Morning Coffee ')).toEqual([1250])
  })

  it('looks through categories', () => {
    expect(found('TRANSPORT')).toEqual([1205])
    expect(found('rent')).toEqual([120000])
  })

  it('finds an amount by its stored text and the way people type it', () => {
    expect(found('12.50')).toEqual([1250])
    expect(found('12.5')).toEqual([1250])
    expect(found('12.05')).toEqual([1205])
    expect(found('1200.00')).toEqual([120000])
    expect(found('1200')).toEqual([120000])
  })

  it('finds an amount as the history shows it, sign, dollar sign and thousands included', () => {
    expect(found('$1,200.00')).toEqual([120000])
    expect(found('-$12.5')).toEqual([1250])
    expect(found('$12.05')).toEqual([1205])
    expect(found('+$')).toEqual([])
  })

  it('matches within one form of the amount, never across two', () => {
    expect(found('12.50 12.5')).toEqual([])
    expect(found('0 -$')).toEqual([])
  })

  it('finds nothing when nothing matches', () => {
    expect(found('12.51')).toEqual([])
    expect(found('$12.51')).toEqual([])
  })
})

describe('history order', () => {
  function ordered(
    list: Transaction[],
    sortKey: HistoryQuery['sortKey'],
    direction: 'asc' | 'desc',
  ) {
    return rows(list, { sortKey, direction })
  }

  it('sorts by date either way, the newest record first among equal dates', () => {
    const list = [
      t({ description: 'old', date: '2026-01-01' }),
      t({ description: 'first', date: '2026-02-01' }),
      t({ description: 'second', date: '2026-02-01' }),
    ]
    expect(ordered(list, 'date', 'desc')).toEqual(['second', 'first', 'old'])
    expect(ordered(list, 'date', 'asc')).toEqual(['old', 'second', 'first'])
  })

  it('sorts by amount either way, the newest record first among equal amounts', () => {
    const list = [
      t({ description: 'small', amountCents: 100 }),
      t({
        description: 'big a',
        amountCents: 900,
        date: '2026-01-01',
      }),
      t({
        description: 'big b',
        amountCents: 900,
        date: '2026-01-01',
      }),
      t({ description: 'middle', amountCents: 500 }),
    ]
    expect(ordered(list, 'amount', 'desc')).toEqual(['big b', 'big a', 'middle', 'small'])
    expect(ordered(list, 'amount', 'asc')).toEqual(['small', 'middle', 'big b', 'big a'])
  })

  it('sorts by category ignoring case, the newest record first among equal names', () => {
    const list = [
      t({ description: 'Food old', category: 'Food' }),
      t({ description: 'bills', category: 'bills' }),
      t({ description: 'food new', category: 'food' }),
      t({ description: 'Zoo', category: 'Zoo' }),
    ]
    expect(ordered(list, 'category', 'asc')).toEqual(['bills', 'food new', 'Food old', 'Zoo'])
    expect(ordered(list, 'category', 'desc')).toEqual(['Zoo', 'food new', 'Food old', 'bills'])
  })

  it('filters within the chosen order', () => {
    const list = [
      t({ amountCents: 300, type: 'income', description: 'a' }),
      t({ amountCents: 100, type: 'income', description: 'b' }),
      t({ amountCents: 200, description: 'c' }),
    ]
    expect(rows(list, { sortKey: 'amount', direction: 'asc', type: 'income' })).toEqual(['b', 'a'])
  })
})

describe('history summary', () => {
  it('adds exactly in cents', () => {
    const list = [
      t({ amountCents: 10, type: 'expense', category: 'Food' }),
      t({ amountCents: 20, type: 'expense', category: 'Bills' }),
      t({ amountCents: 30, type: 'income', category: 'Gift' }),
    ]
    expect(selectHistorySummary(stateWith(list), DEFAULT_QUERY)).toEqual({
      incomeCents: 30,
      expenseCents: 30,
      netCents: 0,
    })
  })

  it('covers only the filtered rows', () => {
    const list = [
      t({ amountCents: 10, type: 'expense', category: 'Food' }),
      t({ amountCents: 20, type: 'expense', category: 'Bills' }),
      t({ amountCents: 500, type: 'income', category: 'Gift' }),
    ]
    expect(selectHistorySummary(stateWith(list), { ...DEFAULT_QUERY, type: 'expense' })).toEqual({
      incomeCents: 0,
      expenseCents: 30,
      netCents: -30,
    })
  })
})

describe('category list', () => {
  it('holds each category of the data once, sorted ignoring case', () => {
    const list = [
      t({ category: 'Transport' }),
      t({ category: 'Food' }),
      t({ category: 'bills' }),
      t({ category: 'Food' }),
      t({ category: 'Side gigs', type: 'income' }),
    ]
    expect(selectCategories(stateWith(list))).toEqual(['bills', 'Food', 'Side gigs', 'Transport'])
  })

  it('is empty without data', () => {
    expect(selectCategories(stateWith([]))).toEqual([])
  })
})

describe('memoization', () => {
  const list = [t({ description: 'a', amountCents: 100 }), t({ description: 'b' })]
  const state = stateWith(list)

  it('returns the same rows for the same data and an equal query', () => {
    const query = { ...DEFAULT_QUERY, sortKey: 'amount' as const, search: 'a' }
    const first = selectHistoryTransactions(state, query)
    expect(selectHistoryTransactions(state, { ...query })).toBe(first)
    expect(selectHistorySummary(state, { ...query })).toBe(selectHistorySummary(state, query))
  })

  it('keeps the category list while only the query changes', () => {
    const categories = selectCategories(state)
    selectHistoryTransactions(state, { ...DEFAULT_QUERY, type: 'income' })
    expect(selectCategories(state)).toBe(categories)
  })

  it('computes anew when the data changes', () => {
    const changed = stateWith([...list, t({ description: 'c' })])
    expect(selectHistoryTransactions(changed, DEFAULT_QUERY)).not.toBe(
      selectHistoryTransactions(state, DEFAULT_QUERY),
    )
    expect(selectHistoryTransactions(changed, DEFAULT_QUERY)).toHaveLength(3)
  })
})

describe('split transactions and tags in the history', () => {
  const shop = splitTransaction({ date: '2026-03-01', description: 'Shop' })
  const lunch = t({ description: 'Lunch', amountCents: 500, category: 'Food', tags: ['work'] })
  const rent = t({ description: 'Rent', amountCents: 90000, category: 'Rent' })
  const list = [shop, lunch, rent]
  const summary = (query: Partial<HistoryQuery>) =>
    selectHistorySummary(stateWith(list), { ...DEFAULT_QUERY, ...query })

  it('lists a split under each category it has a line in, never under "Split"', () => {
    expect(rows(list, { category: 'Food' })).toEqual(['Lunch', 'Shop'])
    expect(rows(list, { category: 'Bills' })).toEqual(['Shop'])
    expect(rows(list, { category: 'Split' })).toEqual([])
    expect(selectCategories(stateWith(list))).toEqual(['Bills', 'Food', 'Rent'])
  })

  it('counts only the lines in the chosen category in the totals', () => {
    expect(summary({ category: 'Food' }).expenseCents).toBe(750 + 500)
    expect(summary({ category: 'Bills' }).expenseCents).toBe(250)
    expect(summary({}).expenseCents).toBe(1000 + 500 + 90000)
  })

  it('finds a split by a line’s category and a record by its tags', () => {
    expect(rows(list, { search: 'bills' })).toEqual(['Shop'])
    expect(rows(list, { search: 'TRIP' })).toEqual(['Shop'])
    expect(rows(list, { search: 'work' })).toEqual(['Lunch', 'Shop'])
    expect(rows(list, { search: 'split' })).toEqual([])
  })

  it('filters by tag', () => {
    expect(rows(list, { tag: 'work' })).toEqual(['Lunch', 'Shop'])
    expect(rows(list, { tag: 'trip', category: 'Food' })).toEqual(['Shop'])
  })

  it('sorts a split by its first line’s category', () => {
    expect(rows(list, { sortKey: 'category', direction: 'asc' })).toEqual(['Lunch', 'Shop', 'Rent'])
  })
})
