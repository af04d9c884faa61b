import type { BackupLists } from '../categories'
import { toRecord, type Transaction, type TransactionRecord } from '../transactions'

export const BACKUP_FORMAT = 'finance-tracker-backup'

/** Version 1 throughout: the lists are fields an older reader passes over. */
export interface JsonBackup extends BackupLists {
  format: typeof BACKUP_FORMAT
  version: 1
  exportedAt: string
  transactions: TransactionRecord[]
  /** The person's accounts as `accounts_<userId>` holds them, when they keep any. */
  accounts?: readonly unknown[]
}

/** A full backup of one person's transactions, in the stored record shape, with their accounts
 * (when they keep any), their own category lists and their rules. */
export function toJsonBackup(
  transactions: readonly Transaction[],
  userId: string,
  now: Date,
  lists: BackupLists & Pick<JsonBackup, 'accounts'> = {},
): string {
  const { accounts, ...categoryLists } = lists
  const backup: JsonBackup = {
    format: BACKUP_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    transactions: transactions.map((transaction) => toRecord(transaction, userId)),
    ...(accounts && accounts.length > 0 ? { accounts } : {}),
    ...categoryLists,
  }
  return JSON.stringify(backup, null, 2)
}
