import { fromRecord, type Transaction } from '../features/transactions/model'
import { transactionsKey } from './keys'
import {
  readJson,
  readRaw,
  removeKey,
  withStorageLock,
  writeJson,
  writeRaw,
  type StorageResult,
} from './localStore'
import { applyChanges, type OurList, type SyncedList } from './transactionsMerge'

/** A person's readable transactions, and where unreadable stored data was set aside, if any. */
export interface LoadedTransactions {
  transactions: Transaction[]
  backupKey: string | null
}

/** The backup of a key is named after it, so a person (or support) can tell what it held. */
export function backupKeyFor(key: string): string {
  return `${key}.backup`
}

function readArray(ownerId: string): StorageResult<unknown[]> {
  const key = transactionsKey(ownerId)
  const read = readJson(key)
  if (!read.ok) return read
  if (read.value === null) return { ok: true, value: [] }
  if (!Array.isArray(read.value)) return { ok: false, failure: { kind: 'corrupt', key } }
  return { ok: true, value: read.value }
}

/** Keeps the original text under the backup key (never over an earlier, different backup),
 * then leaves only the readable records under the key itself, so saving works again. */
function setAside(key: string, raw: string, readable: unknown[]): string | null {
  const backupKey = backupKeyFor(key)
  const existing = readRaw(backupKey)
  if (!existing.ok) return null
  if (existing.value !== null && existing.value !== raw) return backupKey
  if (existing.value === null && !writeRaw(backupKey, raw).ok) return null
  writeJson(key, readable)
  return backupKey
}

/**
 * Reads a person's list. Invalid JSON, a non-array, records of the wrong shape or of another
 * user are set aside rather than lost or shown; the readable records are returned.
 */
export function loadTransactions(ownerId: string): StorageResult<LoadedTransactions> {
  const key = transactionsKey(ownerId)
  const raw = readRaw(key)
  if (!raw.ok) return raw
  const backup = readRaw(backupKeyFor(key))
  const existingBackup = backup.ok && backup.value !== null ? backupKeyFor(key) : null
  if (raw.value === null)
    return { ok: true, value: { transactions: [], backupKey: existingBackup } }

  let parsed: unknown
  try {
    parsed = JSON.parse(raw.value)
  } catch {
    return { ok: true, value: { transactions: [], backupKey: setAside(key, raw.value, []) } }
  }
  if (!Array.isArray(parsed)) {
    return { ok: true, value: { transactions: [], backupKey: setAside(key, raw.value, []) } }
  }
  const transactions: Transaction[] = []
  const readable: unknown[] = []
  for (const value of parsed) {
    const transaction = fromRecord(value, ownerId)
    if (!transaction) continue
    transactions.push(transaction)
    readable.push(value)
  }
  const backupKey =
    readable.length === parsed.length ? existingBackup : setAside(key, raw.value, readable)
  return { ok: true, value: { transactions, backupKey } }
}

export function discardBackup(backupKey: string): StorageResult<void> {
  return removeKey(backupKey)
}

/** Re-reads the stored array under the key's lock and writes this tab's changes onto it. */
export function writeChanges(synced: SyncedList, ours: OurList): Promise<StorageResult<void>> {
  const key = transactionsKey(ours.ownerId)
  return withStorageLock(key, () => {
    const fresh = readArray(ours.ownerId)
    if (!fresh.ok) return fresh
    const next = applyChanges(fresh.value, synced, ours)
    return next === null ? { ok: true, value: undefined } : writeJson(key, next)
  })
}
