/** Every route of the app, in one place. */
export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  dashboard: '/dashboard',
  addTransaction: '/add-transaction',
  editTransaction: (id: string) => `/edit-transaction/${encodeURIComponent(id)}`,
  editTransactionPattern: '/edit-transaction/:id',
  transactions: '/transactions',
} as const
