import { changedFields, type Transaction, type TransactionFields } from './model'

export const RECONCILED_QUESTION = 'This transaction is reconciled. Change it anyway?'

/** What a statement settled: changing one of these on a reconciled transaction asks first. */
const SETTLED = ['amountCents', 'type', 'date', 'account'] as const

/** Whether any of `records` (a transaction and a transfer's other half) is reconciled. */
export function isReconciled(records: readonly (Transaction | null | undefined)[]): boolean {
  return records.some((record) => record?.reconciled === true)
}

/** Whether saving `next` over `base` changes what a statement settled on a reconciled
 * transaction (or the other half of a reconciled transfer, which takes the same change). */
export function changesReconciled(
  records: readonly (Transaction | null | undefined)[],
  base: TransactionFields,
  next: TransactionFields,
): boolean {
  if (!isReconciled(records)) return false
  const changed = changedFields(base, next)
  return SETTLED.some((name) => changed[name] !== undefined)
}
