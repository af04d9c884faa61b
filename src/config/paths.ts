/** Every route of the app, in one place. */
export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  dashboard: '/dashboard',
  addTransaction: '/add-transaction',
  editTransaction: ({ id }: { id: string }) => `/edit-transaction/${encodeURIComponent(id)}`,
  editTransactionPattern: '/edit-transaction/:id',
  transactions: '/transactions',
  accounts: '/accounts',
  reports: '/reports',
  budgets: '/budgets',
  recurring: '/recurring',
  categories: '/categories',
  settings: '/settings',
} as const

/** Route state for arriving on the history from a deleted record's form: focus stays on the
 * title, as on every arrival, rather than going back to the row's Edit link, which is gone. */
export const focusTitleOnArrival = { focusTitle: true } as const

export function arrivesToFocusTitle(state: unknown): boolean {
  return (state as { focusTitle?: unknown } | null)?.focusTitle === true
}
