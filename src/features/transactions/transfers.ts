import type { Cents } from '../../lib/money'
import type { IsoDate } from '../../lib/dates'
import { freeId, indexByIdentity, type RecordOp, type StoredRecord } from '../../storage/recordOps'
import {
  fieldsToRecord,
  newRecord,
  transactionIdentity,
  TRANSFER_CATEGORY,
  type TransactionFields,
  type TransactionType,
} from './model'

export const transferMessages = {
  sameAccounts: 'Choose two different accounts',
} as const

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

/** The id of the stored record kept together with the one at `index` (a transfer's other half,
 * when it is there and names this one back), or null. */
export function storedPartner(records: readonly StoredRecord[], index: number): string | null {
  const name = transactionIdentity.of(records[index])
  const partner = transactionIdentity.partner?.(records[index])?.identity
  if (partner === undefined || name === null) return null
  const at = indexByIdentity(records, transactionIdentity).get(partner)
  if (at === undefined) return null
  return transactionIdentity.partner?.(records[at])?.identity === name ? partner : null
}

/** The fields a transfer's halves share: a change to one half's is made to both. */
const SHARED = ['amountCents', 'amountText', 'date', 'description'] as const

/** What of `changed` the other half of a transfer takes too. */
export function sharedChanges(changed: Partial<TransactionFields>): Partial<TransactionFields> {
  const shared: Partial<TransactionFields> = {}
  for (const name of SHARED) {
    if (changed[name] !== undefined) Object.assign(shared, { [name]: changed[name] })
  }
  return shared
}

/** The patch of a transfer's other half for a change of `changed` on this one (none when they
 * share nothing of it). */
export function partnerPatch(
  partner: string,
  changed: Partial<TransactionFields>,
  updatedAt: string,
): RecordOp[] {
  const shared = sharedChanges(changed)
  if (Object.keys(shared).length === 0) return []
  return [{ type: 'patch', identity: partner, fields: { ...fieldsToRecord(shared), updatedAt } }]
}
