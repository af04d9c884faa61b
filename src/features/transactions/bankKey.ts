/**
 * A bank transaction's identity: the account it is in and the bank's id for it (OFX FITID),
 * which a bank makes unique only within one account. Null for a record without both (typed by
 * hand, from another app's CSV, or imported before accounts were kept). A stored record keeps
 * both fields as the import wrote them, so sync can take this as its natural identity: the
 * same bank row imported on two devices has the same key.
 */
export function bankKeyOf(record: { bankAccount?: unknown; bankId?: unknown }): string | null {
  const { bankAccount, bankId } = record
  if (typeof bankAccount !== 'string' || bankAccount === '') return null
  if (typeof bankId !== 'string' || bankId === '') return null
  return JSON.stringify([bankAccount, bankId])
}
