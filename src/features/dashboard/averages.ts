import type { Cents } from '../../lib/money'
import { monthOf, type IsoDate } from '../../lib/dates'
import type { Transaction } from '../transactions'

export interface MonthAverages {
  incomeCents: Cents
  expenseCents: Cents
}

/** Sum ÷ count in whole cents, half a cent rounded up; 0 when there is nothing to average.
 * Integer arithmetic, so no binary fraction can tip a half cent either way. */
export function meanCents(sumCents: Cents, count: number): Cents {
  return count === 0 ? 0 : Math.floor((2 * sumCents + count) / (2 * count))
}

/** SPEC.md section 9's "Avg/month": the mean amount of the transactions of each type dated in
 * the calendar month that contains `today` (not a mean over months). */
export function monthAverages(transactions: readonly Transaction[], today: IsoDate): MonthAverages {
  const month = monthOf(today)
  let incomeSum = 0
  let incomeCount = 0
  let expenseSum = 0
  let expenseCount = 0
  for (const { date, type, amountCents } of transactions) {
    if (monthOf(date) !== month) continue
    if (type === 'income') {
      incomeSum += amountCents
      incomeCount += 1
    } else {
      expenseSum += amountCents
      expenseCount += 1
    }
  }
  return {
    incomeCents: meanCents(incomeSum, incomeCount),
    expenseCents: meanCents(expenseSum, expenseCount),
  }
}
