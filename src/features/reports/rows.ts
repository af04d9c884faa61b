import { monthKey, monthOf, type IsoDate } from '../../lib/dates'
import { firstWhere } from '../../lib/firstWhere'
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

/** The transactions dated within the range, of a list newest first (by date, as the store
 * keeps it): two binary searches and a slice, where a filter read every record per period. */
export function within<T extends Pick<Transaction, 'date'>>(
  newestFirst: readonly T[],
  { from, to }: DateRange,
): T[] {
  const start = firstWhere(newestFirst.length, (i) => newestFirst[i].date <= to)
  const end = firstWhere(newestFirst.length, (i) => newestFirst[i].date < from)
  return newestFirst.slice(start, end)
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

/** An expense's parts added to `spent` by category, a split's by its lines. */
function addSpending(spent: Map<string, Cents>, expense: Counted): void {
  for (const { category, amountCents } of partsOf(expense)) {
    spent.set(category, (spent.get(category) ?? 0) + amountCents)
  }
}

/** Each month's spending by category ("2026-03" → category → cents): once per data change, so
 * a period adds up its months instead of reading every record again. */
export type MonthlySpending = ReadonlyMap<string, ReadonlyMap<string, Cents>>

export function monthlySpending(transactions: readonly Counted[]): MonthlySpending {
  const byMonth = new Map<string, Map<string, Cents>>()
  for (const transaction of transactions) {
    if (transaction.type !== 'expense') continue
    const month = monthOf(transaction.date)
    let spent = byMonth.get(month)
    if (!spent) byMonth.set(month, (spent = new Map()))
    addSpending(spent, transaction)
  }
  return byMonth
}

/** Each category's spending in the range: a month it covers whole from `monthly`, one it covers
 * in part (a Custom range's or All time's ends) from that part's records. */
export function spentIn(
  monthly: MonthlySpending,
  newestFirst: readonly Counted[],
  range: DateRange,
): Map<string, Cents> {
  const spent = new Map<string, Cents>()
  for (const month of monthsOf(range)) {
    const first: IsoDate = `${month}-01`
    const last = monthEnd(month)
    if (first >= range.from && last <= range.to) {
      for (const [category, cents] of monthly.get(month) ?? []) {
        spent.set(category, (spent.get(category) ?? 0) + cents)
      }
    } else {
      const part = {
        from: first > range.from ? first : range.from,
        to: last < range.to ? last : range.to,
      }
      for (const transaction of within(newestFirst, part)) {
        if (transaction.type === 'expense') addSpending(spent, transaction)
      }
    }
  }
  return spent
}

/** Each category spent in now or before: what now, its share of now's spending and its change,
 * by Spent descending (then by name). */
export function categoryRows(
  now: ReadonlyMap<string, Cents>,
  before: ReadonlyMap<string, Cents>,
): CategoryRow[] {
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

/** The balances' sum at the close of each day that has transactions, oldest first, from the
 * opening balances and every transaction, transfers included: one pass per data change, so
 * a period's month ends are binary searches. */
export interface DailyBalances {
  openingCents: Cents
  days: IsoDate[]
  closingCents: Cents[]
}

export function dailyBalances(
  openingCents: Cents,
  newestFirst: readonly Pick<Transaction, 'date' | 'type' | 'amountCents'>[],
): DailyBalances {
  const days: IsoDate[] = []
  const closingCents: Cents[] = []
  let balance = openingCents
  for (let index = newestFirst.length - 1; index >= 0; index -= 1) {
    const transaction = newestFirst[index]
    balance += signed(transaction)
    if (days.at(-1) === transaction.date) closingCents[closingCents.length - 1] = balance
    else {
      days.push(transaction.date)
      closingCents.push(balance)
    }
  }
  return { openingCents, days, closingCents }
}

/** The balance at the close of `day`. */
function balanceOn({ openingCents, days, closingCents }: DailyBalances, day: IsoDate): Cents {
  const after = firstWhere(days.length, (index) => days[index] > day)
  return after === 0 ? openingCents : closingCents[after - 1]
}

/** The net worth at the end of each month of the range, the last at its To day. */
export function netWorthRows(balances: DailyBalances, range: DateRange): NetWorthRow[] {
  return monthsOf(range).map((month) => {
    const end = monthEnd(month)
    return {
      month: monthKey(end),
      netWorthCents: balanceOn(balances, end < range.to ? end : range.to),
    }
  })
}
