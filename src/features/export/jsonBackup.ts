import { toRecord, type Transaction, type TransactionRecord } from '../transactions'

export const BACKUP_FORMAT = 'finance-tracker-backup'

export interface JsonBackup {
  format: typeof BACKUP_FORMAT
  version: 1
  exportedAt: string
  transactions: TransactionRecord[]
}

/** A full backup of one person's transactions, in the stored record shape. */
export function toJsonBackup(
  transactions: readonly Transaction[],
  userId: string,
  now: Date,
): string {
  const backup: JsonBackup = {
    format: BACKUP_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    transactions: transactions.map((transaction) => toRecord(transaction, userId)),
  }
  return JSON.stringify(backup, null, 2)
}
