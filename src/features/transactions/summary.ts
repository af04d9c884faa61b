import type { Cents } from '../../lib/money'
import { isTransfer, type Transaction } from './model'

export interface Summary {
  incomeCents: Cents
  expenseCents: Cents
  /** Income minus expenses. */
  netCents: Cents
}

/** Totals in one pass, in integer cents, so 0.10 + 0.20 is exactly 0.30. Transfers move money
 * between the person's accounts: neither income nor expense, they are left out. */
export function summarize(transactions: readonly Transaction[]): Summary {
  let incomeCents = 0
  let expenseCents = 0
  for (const transaction of transactions) {
    if (isTransfer(transaction)) continue
    if (transaction.type === 'income') incomeCents += transaction.amountCents
    else expenseCents += transaction.amountCents
  }
  return { incomeCents, expenseCents, netCents: incomeCents - expenseCents }
}
