import { isValidIsoDate } from '../../lib/dates'
import type { Cents } from '../../lib/money'
import type { Transaction } from '../transactions'
import { balanceOn } from './balances'
import type { Account } from './model'
import { checkBalance } from './validate'

/** What the reconcile dialog shows for what is typed: the account's balance on the statement's
 * date and the difference (statement − account), or why it cannot tell yet. */
export type Reconciliation =
  | { kind: 'compared'; balanceCents: Cents; differenceCents: Cents }
  | { kind: 'noDate' }
  | { kind: 'badAmount'; message: string }

/** Statement balance − the account's balance at the end of the statement's date: finishing
 * is for a difference of exactly $0.00. An empty statement balance counts as $0.00. */
export function reconcile(
  account: Account,
  transactions: readonly Transaction[],
  accountOf: (transaction: Pick<Transaction, 'account'>) => string,
  statement: { balance: string; date: string },
): Reconciliation {
  if (!isValidIsoDate(statement.date)) return { kind: 'noDate' }
  const typed = checkBalance(statement.balance)
  if (!typed.ok) return { kind: 'badAmount', message: typed.message }
  const balanceCents = balanceOn(account, transactions, accountOf, statement.date)
  return { kind: 'compared', balanceCents, differenceCents: typed.cents - balanceCents }
}
