import { readCollection, type Collection } from '../../storage/collectionStore'
import { readRaw } from '../../storage/localStore'
import type { StoredRecord } from '../../storage/recordOps'
import { fromRecord, isFiledUnder } from '../transactions'
import type { DuplicateCandidate } from './duplicates'

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** The app account a transaction is in (SPEC.md's records, naming none, are in the first). */
export type AccountOf = (transaction: { account?: string }) => string

/** A stored record as the duplicate check sees it: its content, id, bank id, bank account and
 * the app account it is in. */
function candidate(
  value: StoredRecord,
  ownerId: string,
  accountOf: AccountOf,
): DuplicateCandidate | null {
  const transaction = isFiledUnder(value, ownerId) ? fromRecord(value) : null
  if (!transaction) return null
  const { bankId, bankAccount } = value
  return {
    ...transaction,
    account: accountOf(transaction),
    ...(nonEmpty(bankId) ? { bankId } : {}),
    ...(nonEmpty(bankAccount) ? { bankAccount } : {}),
  }
}

export function candidates(
  records: readonly StoredRecord[],
  ownerId: string,
  accountOf: AccountOf,
): DuplicateCandidate[] {
  return records.flatMap((value) => candidate(value, ownerId, accountOf) ?? [])
}

/** What storage holds now: an import decides on it, never on the list this tab shows. */
export function storedRecords(collection: Collection): readonly StoredRecord[] {
  const raw = readRaw(collection.key)
  return raw.ok ? readCollection(collection, raw.value) : []
}
