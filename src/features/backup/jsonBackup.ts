import { toRecord, type Transaction, type TransactionRecord } from '../transactions/model'

const FORMAT = 'finance-tracker-backup'

export interface JsonBackup {
  format: typeof FORMAT
  version: 1
  exportedAt: string
  transactions: TransactionRecord[]
}

/** A full backup of one person's transactions, in the stored record shape. */
export function toJsonBackup(transactions: readonly Transaction[], now: Date): string {
  const backup: JsonBackup = {
    format: FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    transactions: transactions.map(toRecord),
  }
  return JSON.stringify(backup, null, 2)
}

export type JsonBackupResult = { ok: true; records: unknown[] } | { ok: false; message: string }

/** Accepts this app's backup file, or a bare array of records as the storage key holds them. */
export function parseJsonBackup(text: string): JsonBackupResult {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, message: 'The file is not valid JSON.' }
  }
  if (Array.isArray(value)) return { ok: true, records: value }
  const backup = value as Partial<JsonBackup> | null
  if (backup?.format === FORMAT && Array.isArray(backup.transactions)) {
    return { ok: true, records: backup.transactions }
  }
  return { ok: false, message: 'The file is not a Finance Tracker backup.' }
}
