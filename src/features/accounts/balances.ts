import type { Cents } from '../../lib/money'
import type { IsoDate } from '../../lib/dates'
import type { Transaction } from '../transactions'
import type { Account } from './model'

type Placed = Pick<Transaction, 'account'>
type Counted = Pick<Transaction, 'account' | 'type' | 'amountCents' | 'date'>

/** Where each transaction is: in its `account` when that is one of `accounts`, else in the
 * first of them (SPEC.md's records name none; the list is never empty). */
export function accountResolver(accounts: readonly Account[]): (transaction: Placed) => string {
  const first = accounts[0]?.id ?? ''
  const known = new Set(accounts.map((account) => account.id))
  return ({ account }) => (account !== undefined && known.has(account) ? account : first)
}

/** What a transaction does to its account's balance, in cents: transfers included. */
const signed = ({ type, amountCents }: Counted) => (type === 'income' ? amountCents : -amountCents)

/**
 * Each account's balance: its opening balance, plus its incomes, minus its expenses, transfers
 * included, every date. One pass over the transactions, in integer cents.
 */
export function balancesOf(
  accounts: readonly Account[],
  transactions: readonly Counted[],
  accountOf: (transaction: Placed) => string,
): ReadonlyMap<string, Cents> {
  const balances = new Map(accounts.map((account) => [account.id, account.openingCents]))
  for (const transaction of transactions) {
    const id = accountOf(transaction)
    balances.set(id, (balances.get(id) ?? 0) + signed(transaction))
  }
  return balances
}

/** An account's balance at the end of `date`: what a statement of that day shows. */
export function balanceOn(
  account: Account,
  transactions: readonly Counted[],
  accountOf: (transaction: Placed) => string,
  date: IsoDate,
): Cents {
  let balance = account.openingCents
  for (const transaction of transactions) {
    if (transaction.date <= date && accountOf(transaction) === account.id) {
      balance += signed(transaction)
    }
  }
  return balance
}

/** The sum of every balance: the person's net worth. */
export function netWorthOf(balances: ReadonlyMap<string, Cents>): Cents {
  let total = 0
  for (const balance of balances.values()) total += balance
  return total
}
