import { indexByIdentity, type RecordOp, type StoredRecord } from '../../storage/recordOps'
import { fieldsToRecord, transactionIdentity, type TransactionFields } from './model'

export const transferMessages = {
  sameAccounts: 'Choose two different accounts',
} as const

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
