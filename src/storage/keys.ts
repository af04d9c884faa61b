/** The localStorage keys of SPEC.md section 7, plus the theme choice. The product writes no
 * other key, except `<key>.backup` holding unreadable data it set aside (transactionsStore). */
export const USERS_KEY = 'users'
export const CURRENT_USER_KEY = 'currentUser'
export const TRANSACTIONS_PREFIX = 'transactions_'
/** "light" or "dark" once the person has picked one; absent means follow the system. */
export const THEME_KEY = 'theme'

export function transactionsKey(userId: string): string {
  return `${TRANSACTIONS_PREFIX}${userId}`
}
