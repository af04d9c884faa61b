import { toRecord, type Transaction, type TransactionRecord } from '../transactions'

export const BACKUP_FORMAT = 'finance-tracker-backup'

export interface JsonBackup {
  format: typeof BACKUP_FORMAT
  version: 1
  exportedAt: string
  transactions: TransactionRecord[]
  /** The person's accounts as `accounts_<userId>` holds them, when they keep any. */
  accounts?: readonly unknown[]
}

/** A full backup of one person's transactions, in the stored record shape, and of their
 * accounts when they keep any. */
export function toJsonBackup(
  transactions: readonly Transaction[],
  userId: string,
  now: Date,
  accounts: readonly unknown[] = [],
): string {
  const backup: JsonBackup = {
    format: BACKUP_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    transactions: transactions.map((transaction) => toRecord(transaction, userId)),
    ...(accounts.length > 0 ? { accounts } : {}),
  }
  return JSON.stringify(backup, null, 2)
}
