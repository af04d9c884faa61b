import type { BackupLists } from '../categories'
import { toRecord, type Transaction, type TransactionRecord } from '../transactions'

export const BACKUP_FORMAT = 'finance-tracker-backup'

/** Version 1 throughout: the lists are fields an older reader passes over. */
export interface JsonBackup extends BackupLists {
  format: typeof BACKUP_FORMAT
  version: 1
  exportedAt: string
  transactions: TransactionRecord[]
}

/** A full backup of one person's transactions, in the stored record shape, with their own
 * category lists and rules. */
export function toJsonBackup(
  transactions: readonly Transaction[],
  userId: string,
  now: Date,
  lists: BackupLists = {},
): string {
  const backup: JsonBackup = {
    format: BACKUP_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    transactions: transactions.map((transaction) => toRecord(transaction, userId)),
    ...lists,
  }
  return JSON.stringify(backup, null, 2)
}
