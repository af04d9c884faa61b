/** The localStorage keys of SPEC.md section 7. The product writes no other key. */
export const USERS_KEY = 'users'
export const CURRENT_USER_KEY = 'currentUser'
export const TRANSACTIONS_PREFIX = 'transactions_'

export function transactionsKey(userId: string): string {
  return `${TRANSACTIONS_PREFIX}${userId}`
}
