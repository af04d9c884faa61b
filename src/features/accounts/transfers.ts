import type { Cents } from '../../lib/money'
import type { IsoDate } from '../../lib/dates'
import { freeId, indexByIdentity, type RecordOp, type StoredRecord } from '../../storage/recordOps'
import {
  newRecord,
  transactionIdentity,
  TRANSFER_CATEGORY,
  type TransactionType,
} from '../transactions'

/** Money moved from one of the person's accounts to another. */
export interface TransferDraft {
  from: string
  to: string
  amountCents: Cents
  date: IsoDate
  description: string
}

/**
 * A new transfer's two records, an expense in the From account and an income in the To
 * account, each naming the other in `transfer`. Their ids are the creation time and the next
 * free one, chosen here on what storage holds (rather than moved on as they are stored), so
 * each half knows the other's id before either is written.
 */
export function newTransferOps(
  records: readonly StoredRecord[],
  draft: TransferDraft,
  ownerId: string,
  now: Date,
): RecordOp[] {
  const taken = indexByIdentity(records, transactionIdentity)
  const out = freeId(now.getTime(), taken)
  const into = freeId(Number(out) + 1, { has: (id) => id === out || taken.has(id) })
  const half = (id: string, other: string, type: TransactionType, account: string) => ({
    ...newRecord({ ...draft, type, category: TRANSFER_CATEGORY, account }, ownerId, now),
    id,
    transfer: other,
  })
  return [
    { type: 'add', record: half(out, into, 'expense', draft.from) },
    { type: 'add', record: half(into, out, 'income', draft.to) },
  ]
}
