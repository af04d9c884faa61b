import { fromRecord, type Transaction } from '../features/transactions/model'
import { transactionsKey } from './keys'
import { readJson, withStorageLock, writeJson, type StorageResult } from './localStore'
import { applyChanges, type OurList, type SyncedList } from './transactionsMerge'

function readArray(ownerId: string): StorageResult<unknown[]> {
  const key = transactionsKey(ownerId)
  const read = readJson(key)
  if (!read.ok) return read
  if (read.value === null) return { ok: true, value: [] }
  if (!Array.isArray(read.value)) return { ok: false, failure: { kind: 'corrupt', key } }
  return { ok: true, value: read.value }
}

/** The readable transactions of one person, in stored order. */
export function readTransactions(ownerId: string): StorageResult<Transaction[]> {
  const read = readArray(ownerId)
  if (!read.ok) return read
  const transactions: Transaction[] = []
  for (const value of read.value) {
    const transaction = fromRecord(value, ownerId)
    if (transaction) transactions.push(transaction)
  }
  return { ok: true, value: transactions }
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
