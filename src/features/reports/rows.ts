import { monthKey, monthOf, type IsoDate } from '../../lib/dates'
import type { Cents } from '../../lib/money'
import { partsOf, type Transaction } from '../transactions'
import { changeText, shareText } from './change'
import { monthEnd, monthsOf, type DateRange } from './period'

type Counted = Pick<Transaction, 'date' | 'type' | 'amountCents' | 'category' | 'splits'>

export interface MonthRow {
  /** "3/2026", as the dashboard's bars name a month. */
  month: string
  incomeCents: Cents
  expenseCents: Cents
  netCents: Cents
}

export interface CategoryRow {
  category: string
  spentCents: Cents
  share: string
  change: string
}

export interface NetWorthRow {
  month: string
  netWorthCents: Cents
}

export function within<T extends Pick<Transaction, 'date'>>(
  transactions: readonly T[],
  { from, to }: DateRange,
): T[] {
  return transactions.filter(({ date }) => date >= from && date <= to)
}

/** Income, expenses and net for every month of the range, oldest first, quiet months as zeros;
 * the transactions are the range's own, transfers already left out. */
export function monthRows(transactions: readonly Counted[], range: DateRange): MonthRow[] {
  const totals = new Map(monthsOf(range).map((month) => [month, { income: 0, expense: 0 }]))
  for (const { date, type, amountCents } of transactions) {
    const entry = totals.get(monthOf(date))
    if (entry) entry[type] += amountCents
  }
  return [...totals].map(([month, { income, expense }]) => ({
    month: monthKey(`${month}-01`),
    incomeCents: income,
    expenseCents: expense,
    netCents: income - expense,
  }))
}

export function totalRow(rows: readonly MonthRow[]): MonthRow {
  const total = { month: 'Total', incomeCents: 0, expenseCents: 0, netCents: 0 }
  for (const row of rows) {
    total.incomeCents += row.incomeCents
    total.expenseCents += row.expenseCents
    total.netCents += row.netCents
  }
  return total
}

/** Each category's expenses, a split's by its lines. */
function spentByCategory(transactions: readonly Counted[]): Map<string, Cents> {
  const spent = new Map<string, Cents>()
  for (const transaction of transactions) {
    if (transaction.type !== 'expense') continue
    for (const { category, amountCents } of partsOf(transaction)) {
      spent.set(category, (spent.get(category) ?? 0) + amountCents)
    }
  }
  return spent
}

/** Each category spent in now or before: what now, its share of now's spending and its change,
 * by Spent descending (then by name). */
export function categoryRows(
  current: readonly Counted[],
  previous: readonly Counted[],
): CategoryRow[] {
  const now = spentByCategory(current)
  const before = spentByCategory(previous)
  let total = 0
  for (const cents of now.values()) total += cents
  const categories = new Set([...now.keys(), ...before.keys()])
  return [...categories]
    .map((category) => {
      const spentCents = now.get(category) ?? 0
      return {
        category,
        spentCents,
        share: shareText(spentCents, total),
        change: changeText(spentCents, before.get(category) ?? 0),
      }
    })
    .sort(
      (a, b) =>
        b.spentCents - a.spentCents ||
        (a.category < b.category ? -1 : a.category > b.category ? 1 : 0),
    )
}

/** What a transaction does to a balance: transfers included. */
const signed = ({ type, amountCents }: Pick<Transaction, 'type' | 'amountCents'>) =>
  type === 'income' ? amountCents : -amountCents

/** The balances' sum at the end of each month of the range (the last at its To day), from the
 * opening balances and every transaction, transfers included, in one pass. */
export function netWorthRows(
  openingCents: Cents,
  transactions: readonly Pick<Transaction, 'date' | 'type' | 'amountCents'>[],
  range: DateRange,
): NetWorthRow[] {
  const months = monthsOf(range)
  const firstDay: IsoDate = `${months[0]}-01`
  const changes = new Map(months.map((month) => [month, 0]))
  let balance = openingCents
  for (const transaction of transactions) {
    if (transaction.date > range.to) continue
    if (transaction.date < firstDay) balance += signed(transaction)
    else {
      const month = monthOf(transaction.date)
      changes.set(month, (changes.get(month) ?? 0) + signed(transaction))
    }
  }
  return months.map((month) => {
    balance += changes.get(month) ?? 0
    return { month: monthKey(monthEnd(month)), netWorthCents: balance }
  })
}
