import { isValidIsoDate, type IsoDate } from '../../lib/dates'
import type { TransactionType } from './model'

export type SortKey = 'date' | 'amount' | 'category'
export type SortDirection = 'asc' | 'desc'
export type TypeFilter = 'all' | TransactionType

/** What the history shows: its filters and its order, as the URL query string holds them. */
export interface HistoryQuery {
  search: string
  type: TypeFilter
  /** '' for every category. */
  category: string
  /** '' for every tag. */
  tag: string
  /** An account's id; '' for every account. */
  account: string
  /** Inclusive bounds, '' when open. */
  start: IsoDate
  end: IsoDate
  sortKey: SortKey
  direction: SortDirection
}

export const SORT_KEYS: readonly SortKey[] = ['date', 'amount', 'category']

export const DEFAULT_QUERY: HistoryQuery = {
  search: '',
  type: 'all',
  category: '',
  tag: '',
  account: '',
  start: '',
  end: '',
  sortKey: 'date',
  direction: 'desc',
}

const PARAM = {
  search: 'search',
  type: 'type',
  category: 'category',
  tag: 'tag',
  account: 'account',
  start: 'start',
  end: 'end',
  sortKey: 'sort',
  direction: 'dir',
} as const satisfies Record<keyof HistoryQuery, string>

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback
}

function dateOrOpen(value: string | null): IsoDate {
  return value !== null && isValidIsoDate(value) ? value : ''
}

/** Reads a query string ("?type=income&sort=amount"); anything unknown or invalid is the default. */
export function parseHistoryQuery(queryString: string): HistoryQuery {
  const params = new URLSearchParams(queryString)
  return {
    search: params.get(PARAM.search) ?? '',
    type: oneOf(params.get(PARAM.type), ['all', 'income', 'expense'], 'all'),
    category: params.get(PARAM.category) ?? '',
    tag: params.get(PARAM.tag) ?? '',
    account: params.get(PARAM.account) ?? '',
    start: dateOrOpen(params.get(PARAM.start)),
    end: dateOrOpen(params.get(PARAM.end)),
    sortKey: oneOf(params.get(PARAM.sortKey), SORT_KEYS, 'date'),
    direction: oneOf(params.get(PARAM.direction), ['asc', 'desc'], 'desc'),
  }
}

/** The query string for `query`, without the leading "?"; defaults are left out. */
export function serializeHistoryQuery(query: HistoryQuery): string {
  const params = new URLSearchParams()
  for (const key of Object.keys(PARAM) as (keyof HistoryQuery)[]) {
    if (query[key] !== DEFAULT_QUERY[key]) params.set(PARAM[key], query[key])
  }
  return params.toString()
}

/** Clicking the active sort flips its direction; another key starts descending. */
export function nextSort(query: HistoryQuery, key: SortKey): HistoryQuery {
  if (query.sortKey === key)
    return { ...query, direction: query.direction === 'desc' ? 'asc' : 'desc' }
  return { ...query, sortKey: key, direction: 'desc' }
}

/** Every filter back to its default; the order stays. */
export function clearFilters(query: HistoryQuery): HistoryQuery {
  return { ...DEFAULT_QUERY, sortKey: query.sortKey, direction: query.direction }
}
