/** The localStorage keys of SPEC.md section 7 and UI_CONTRACT.md, and the few of the app's own
 * below (theme, import columns, sync settings), plus `<key>.backup…` holding unreadable data set
 * aside (backups.ts). README's "Storage" lists them all. */
export const USERS_KEY = 'users'
export const CURRENT_USER_KEY = 'currentUser'
/** "light" or "dark" once the person has picked one; absent means follow the system. */
export const THEME_KEY = 'theme'

/** Each person's records, one JSON array per collection: `transactions_<userId>` and so on
 * (`rules_<userId>` holds the rules that categorise imports). */
export type CollectionName =
  'transactions' | 'budgets' | 'recurring' | 'accounts' | 'categories' | 'rules'

/** Which records a write is about: a person's collection, the people of this browser, or the
 * person's journal (what storage keeps of their changes). */
export type JournalName = CollectionName | 'users' | 'journal'

export function collectionKey(collection: CollectionName, userId: string): string {
  return `${collection}_${userId}`
}

export function transactionsKey(userId: string): string {
  return collectionKey('transactions', userId)
}

/** The columns and date formats a person chose for files of unknown origin, by header
 * (features/import): a header may be a file's first row of records, so each person has their
 * own. */
export function importColumnsKey(userId: string): string {
  return `importColumns_${userId}`
}

/** Where earlier versions kept those choices for everyone in the browser at once. */
export const LEGACY_IMPORT_COLUMNS_KEY = 'importColumns'

/** A person's sync settings and pending deletions, present only while their sync is on. */
export function syncSettingsKey(userId: string): string {
  return `sync_${userId}`
}

/** A person's journal: what storage keeps of their changes (collections/tombstones.ts). */
export function journalKey(userId: string): string {
  return `journal_${userId}`
}
