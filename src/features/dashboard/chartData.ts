import type { Cents } from '../../lib/money'
import { monthKey, monthOf } from '../../lib/dates'
import { partsOf, type Transaction } from '../transactions'

/** SPEC.md section 9's chart colours. */
export const INCOME_COLOR = '#10b981'
export const EXPENSE_COLOR = '#ef4444'
export const PIE_PALETTE = ['#10b981', '#ef4444', '#f59e0b', '#3b82f6', '#8b5cf6', '#ec4899']

/** Beyond this span (a mistyped year, say) empty months are left out, or the chart would
 * draw thousands of empty groups. */
export const MAX_FILLED_MONTHS = 240

/** One month of the bar chart: dollars for the bars' scale, cents for every printed figure. */
export type MonthlyBar = {
  month: string
  Income: number
  Expense: number
  incomeCents: Cents
  expenseCents: Cents
}

export interface CategorySlice {
  id: string
  /** "Food 45%" */
  label: string
  amountCents: Cents
  percent: number
  color: string
}

/** "2027-01" after "2026-12". */
function nextMonth(yearMonth: string): string {
  const year = Number(yearMonth.slice(0, 4))
  const month = Number(yearMonth.slice(5, 7))
  return month === 12
    ? `${String(year + 1).padStart(4, '0')}-01`
    : `${yearMonth.slice(0, 5)}${String(month + 1).padStart(2, '0')}`
}

function monthsBetween(first: string, last: string): number {
  const count = (ym: string) => Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7))
  return count(last) - count(first) + 1
}

/** Income and expense per month, oldest first, with every month from the first to the last
 * transaction so a quiet month shows as a gap rather than vanishing. */
export function monthlyBars(transactions: readonly Transaction[]): MonthlyBar[] {
  const totals = new Map<string, { income: Cents; expense: Cents }>()
  for (const { date, type, amountCents } of transactions) {
    const month = monthOf(date)
    let entry = totals.get(month)
    if (!entry) totals.set(month, (entry = { income: 0, expense: 0 }))
    entry[type] += amountCents
  }
  let months = [...totals.keys()].sort()
  if (
    months.length > 1 &&
    monthsBetween(months[0], months[months.length - 1]) <= MAX_FILLED_MONTHS
  ) {
    const last = months[months.length - 1]
    months = [months[0]]
    while (months[months.length - 1] !== last) months.push(nextMonth(months[months.length - 1]))
  }
  return months.map((month) => {
    const { income, expense } = totals.get(month) ?? { income: 0, expense: 0 }
    return {
      month: monthKey(`${month}-01`),
      Income: income / 100,
      Expense: expense / 100,
      incomeCents: income,
      expenseCents: expense,
    }
  })
}

/** All amounts by category, both types together (Misc is one slice), a split's by its lines,
 * largest first; colours cycle through the palette in slice order. */
export function categorySlices(transactions: readonly Transaction[]): CategorySlice[] {
  const totals = new Map<string, Cents>()
  let grandTotal = 0
  for (const transaction of transactions) {
    for (const { category, amountCents } of partsOf(transaction)) {
      totals.set(category, (totals.get(category) ?? 0) + amountCents)
    }
    grandTotal += transaction.amountCents
  }
  return [...totals]
    .sort(([a, aCents], [b, bCents]) => bCents - aCents || (a < b ? -1 : a > b ? 1 : 0))
    .map(([category, amountCents], index) => {
      // Cents times 100 first: an exact integer, so a half is exactly a half before rounding.
      const percent = Math.round((amountCents * 100) / grandTotal)
      return {
        id: category,
        label: `${category} ${percent}%`,
        amountCents,
        percent,
        color: PIE_PALETTE[index % PIE_PALETTE.length],
      }
    })
}
