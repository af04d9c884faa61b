import {
  addDays,
  daysBetween,
  daysInMonth,
  isoFromParts,
  toCalendarDate,
  type IsoDate,
} from '../../lib/dates'
import { isFormDate } from '../transactions'

/** The Period combobox's choices, as the URL's `period=` names them, in the list's order. */
export const PERIODS = [
  { id: 'this-month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
  { id: 'last-3-months', label: 'Last 3 months' },
  { id: 'this-year', label: 'This year' },
  { id: 'last-12-months', label: 'Last 12 months' },
  { id: 'all-time', label: 'All time' },
  { id: 'custom', label: 'Custom' },
] as const

export type PeriodId = (typeof PERIODS)[number]['id']

export const DEFAULT_PERIOD: PeriodId = 'last-12-months'

export function isPeriodId(value: string): value is PeriodId {
  return PERIODS.some((period) => period.id === value)
}

/** Both days included. */
export interface DateRange {
  from: IsoDate
  to: IsoDate
}

/** A report's span and the one it is compared with: the same number of calendar months (Custom:
 * of days), ending the day before it starts; null when the calendar holds nothing before it. */
export interface ReportPeriod extends DateRange {
  previous: DateRange | null
}

/** "2026-03" as a count of months, for arithmetic. */
function monthIndex(iso: IsoDate): number {
  const { year, month } = toCalendarDate(iso)
  return year * 12 + month - 1
}

function firstDayOf(index: number): IsoDate {
  return isoFromParts({ year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 })
}

function lastDayOf(index: number): IsoDate {
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return isoFromParts({ year, month, day: daysInMonth(year, month) })
}

/** January of year 1, the calendar's first month (dates hold years 1 to 9999). */
const FIRST_MONTH = 12

/** Whole months `first` to `last` (month indexes), and as many months before them as the
 * calendar holds: "All time" starts at the first record, which may be dated in year 26 by a
 * slip made before dates were checked. */
function monthsPeriod(first: number, last: number): ReportPeriod {
  const count = last - first + 1
  return {
    from: firstDayOf(first),
    to: lastDayOf(last),
    previous:
      first > FIRST_MONTH
        ? { from: firstDayOf(Math.max(first - count, FIRST_MONTH)), to: lastDayOf(first - 1) }
        : null,
  }
}

/** From to To, both included (swapped when typed the wrong way round), with as many days before. */
function daysPeriod(a: IsoDate, b: IsoDate): ReportPeriod {
  const [from, to] = a <= b ? [a, b] : [b, a]
  const days = daysBetween(from, to) + 1
  return { from, to, previous: { from: addDays(from, -days), to: addDays(from, -1) } }
}

export interface PeriodChoice {
  period: PeriodId
  /** Custom's dates as typed: '' or not a date until chosen. */
  from: string
  to: string
}

/**
 * The dates a choice covers on `today`. Periods are calendar months and include the current
 * one; "All time" runs from the month of `firstDate` (the first transaction) to the month of
 * `lastDate` (the last, which may be dated ahead) or this month, whichever is later; a Custom
 * range missing a date (or holding one the form would refuse) covers this month up to today.
 */
export function periodOf(
  choice: PeriodChoice,
  today: IsoDate,
  firstDate?: IsoDate,
  lastDate?: IsoDate,
): ReportPeriod {
  const now = monthIndex(today)
  switch (choice.period) {
    case 'this-month':
      return monthsPeriod(now, now)
    case 'last-month':
      return monthsPeriod(now - 1, now - 1)
    case 'last-3-months':
      return monthsPeriod(now - 2, now)
    case 'this-year':
      return monthsPeriod(now - (now % 12), now)
    case 'last-12-months':
      return monthsPeriod(now - 11, now)
    case 'all-time':
      return monthsPeriod(
        firstDate ? Math.min(monthIndex(firstDate), now) : now,
        lastDate ? Math.max(monthIndex(lastDate), now) : now,
      )
    case 'custom':
      return daysPeriod(
        // The form's dates only: a date input reports each keystroke of a year, so "0002-03-01"
        // comes by on the way to "2026-03-01".
        isFormDate(choice.from) ? choice.from : firstDayOf(now),
        isFormDate(choice.to) ? choice.to : today,
      )
  }
}

/** "2026-03" for each month the range touches, oldest first. */
export function monthsOf({ from, to }: DateRange): string[] {
  const months: string[] = []
  for (let index = monthIndex(from); index <= monthIndex(to); index += 1) {
    months.push(firstDayOf(index).slice(0, 7))
  }
  return months
}

/** The last day of a "2026-03" month. */
export function monthEnd(yearMonth: string): IsoDate {
  return lastDayOf(monthIndex(`${yearMonth}-01`))
}
