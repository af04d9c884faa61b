import {
  DEFAULT_QUERY,
  clearFilters,
  nextSort,
  parseHistoryQuery,
  serializeHistoryQuery,
  type HistoryQuery,
} from './historyQuery'

const everything: HistoryQuery = {
  search: 'Coffee & cake 12.5',
  type: 'expense',
  category: 'Food',
  tag: 'work trip',
  account: '1750000000000',
  start: '2025-12-31',
  end: '2026-01-01',
  sortKey: 'amount',
  direction: 'asc',
}

describe('history query string', () => {
  it('round-trips every field', () => {
    expect(parseHistoryQuery(serializeHistoryQuery(everything))).toEqual(everything)
  })

  it('keeps the Account filter as account=<id>', () => {
    expect(serializeHistoryQuery({ ...DEFAULT_QUERY, account: 'main' })).toBe('account=main')
    expect(parseHistoryQuery('?account=main').account).toBe('main')
  })

  it('leaves defaults out of the URL', () => {
    expect(serializeHistoryQuery(DEFAULT_QUERY)).toBe('')
    expect(serializeHistoryQuery({ ...DEFAULT_QUERY, type: 'income', sortKey: 'amount' })).toBe(
      'type=income&sort=amount',
    )
    expect(serializeHistoryQuery({ ...DEFAULT_QUERY, direction: 'asc' })).toBe('dir=asc')
  })

  it('reads an empty query string, with or without "?", as the defaults', () => {
    expect(parseHistoryQuery('')).toEqual(DEFAULT_QUERY)
    expect(parseHistoryQuery('?')).toEqual(DEFAULT_QUERY)
  })

  it('reads a query string with its leading "?"', () => {
    expect(parseHistoryQuery('?type=income&search=rent')).toEqual({
      ...DEFAULT_QUERY,
      type: 'income',
      search: 'rent',
    })
  })

  it('falls back to the default for each invalid value', () => {
    expect(
      parseHistoryQuery('type=loan&sort=colour&dir=up&start=2026-02-30&end=yesterday&other=1'),
    ).toEqual(DEFAULT_QUERY)
  })

  it('keeps any category, since categories come from the person’s own data', () => {
    expect(parseHistoryQuery('category=Side%20gigs').category).toBe('Side gigs')
  })
})

describe('nextSort', () => {
  it('toggles the direction of the active key', () => {
    const ascending = nextSort(DEFAULT_QUERY, 'date')
    expect(ascending).toMatchObject({ sortKey: 'date', direction: 'asc' })
    expect(nextSort(ascending, 'date')).toMatchObject({ sortKey: 'date', direction: 'desc' })
  })

  it('sorts by another key descending, whatever the direction was', () => {
    const ascending = { ...DEFAULT_QUERY, direction: 'asc' as const }
    expect(nextSort(ascending, 'amount')).toMatchObject({ sortKey: 'amount', direction: 'desc' })
  })
})

describe('clearFilters', () => {
  it('resets every filter and keeps the order', () => {
    expect(clearFilters(everything)).toEqual({
      ...DEFAULT_QUERY,
      sortKey: 'amount',
      direction: 'asc',
    })
  })
})
