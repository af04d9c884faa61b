import type { Cents } from '../../lib/money'
import { isTransfer, type Transaction } from './model'
import { amountIn } from './splits'

export interface Summary {
  incomeCents: Cents
  expenseCents: Cents
  /** Income minus expenses. */
  netCents: Cents
}

/** Transfers move money between the person's accounts: neither income nor expense, they are
 * left out. */
function totals(
  transactions: readonly Transaction[],
  amountOf: (transaction: Transaction) => Cents,
): Summary {
  let incomeCents = 0
  let expenseCents = 0
  for (const transaction of transactions) {
    if (isTransfer(transaction)) continue
    if (transaction.type === 'income') incomeCents += amountOf(transaction)
    else expenseCents += amountOf(transaction)
  }
  return { incomeCents, expenseCents, netCents: incomeCents - expenseCents }
}

/** Totals in one pass, in integer cents, so 0.10 + 0.20 is exactly 0.30. */
export function summarize(transactions: readonly Transaction[]): Summary {
  return totals(transactions, (transaction) => transaction.amountCents)
}

/** Totals of what the transactions hold in one category: a split's lines in it, not its whole
 * amount. */
export function summarizeIn(transactions: readonly Transaction[], category: string): Summary {
  return totals(transactions, (transaction) => amountIn(transaction, category))
}
