/** Every route of the app, in one place. */
export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  dashboard: '/dashboard',
  addTransaction: '/add-transaction',
  /** The edit form of a transaction; `copy` picks one of several stored records sharing an id. */
  editTransaction: ({ id, copy = 0 }: { id: string; copy?: number }) =>
    `/edit-transaction/${encodeURIComponent(id)}${copy > 0 ? `?copy=${copy}` : ''}`,
  editTransactionPattern: '/edit-transaction/:id',
  transactions: '/transactions',
  budgets: '/budgets',
  recurring: '/recurring',
  settings: '/settings',
} as const

/** Route state for arriving on the history from a deleted record's form: focus stays on the
 * title, as on every arrival, rather than going back to the row's Edit link, which is gone. */
export const focusTitleOnArrival = { focusTitle: true } as const

export function arrivesToFocusTitle(state: unknown): boolean {
  return (state as { focusTitle?: unknown } | null)?.focusTitle === true
}
