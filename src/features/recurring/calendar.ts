import {
  addDays,
  daysBetween,
  daysInMonth,
  isoFromParts,
  LAST_DAY,
  toCalendarDate,
  type IsoDate,
} from '../../lib/dates'

// Every date here is a local calendar date handled as integers (src/lib/dates.ts): nothing goes
// through Date, so no time zone, UTC offset or daylight-saving change can move an occurrence.
// A rule's occurrences end at LAST_DAY: one after it could never be stored or read back.

export type Frequency = 'week' | 'month' | 'year'

export interface RecurrenceRule {
  every: Frequency
  start: IsoDate
}

/** At most this many dates per dueOccurrences call: a year away is 53 weekly or 13 monthly
 * dates, well inside; a weekly rule left for years comes in several calls. */
export const DUE_LIMIT = 100

export interface DueOccurrences {
  /** The occurrences to add, oldest first. */
  dates: IsoDate[]
  /** The first occurrence not in `dates`: after today when all were returned; on or before
   * today when the limit cut the list, and then the place to continue from. Null when the rule
   * has no occurrence after the last in `dates`. */
  next: IsoDate | null
}

const lastYear = toCalendarDate(LAST_DAY).year

function onOrBeforeMonthEnd(year: number, month: number, day: number): IsoDate | null {
  if (year > lastYear) return null
  return isoFromParts({ year, month, day: Math.min(day, daysInMonth(year, month)) })
}

/** The n-th occurrence, n = 0 being the start, or null when it would fall after LAST_DAY.
 * Months and years are counted from the start, not from the previous occurrence, so a 31st
 * clamped to Feb 28 is back on Mar 31. */
export function occurrenceAt(rule: RecurrenceRule, n: number): IsoDate | null {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not an occurrence index: ${n}`)
  const start = toCalendarDate(rule.start)
  switch (rule.every) {
    case 'week':
      return 7 * n > daysBetween(rule.start, LAST_DAY) ? null : addDays(rule.start, 7 * n)
    case 'month': {
      const monthIndex = start.month - 1 + n
      const year = start.year + Math.floor(monthIndex / 12)
      return onOrBeforeMonthEnd(year, (monthIndex % 12) + 1, start.day)
    }
    case 'year':
      return onOrBeforeMonthEnd(start.year + n, start.month, start.day)
    default:
      throw new RangeError(`Not a frequency: ${JSON.stringify(rule.every satisfies never)}`)
  }
}

/** The index of the first occurrence on or after `date` (0 when `date` is before the start). */
function firstIndexFrom(rule: RecurrenceRule, date: IsoDate): number {
  if (rule.every === 'week') return Math.max(0, Math.ceil(daysBetween(rule.start, date) / 7))
  const start = toCalendarDate(rule.start)
  const target = toCalendarDate(date)
  // The occurrence in the target's own month (or year); if it falls before the target, the
  // following one is the first on or after it.
  const n =
    rule.every === 'month'
      ? (target.year - start.year) * 12 + target.month - start.month
      : target.year - start.year
  if (n < 0) return 0
  const inTargetPeriod = occurrenceAt(rule, n)
  return inTargetPeriod !== null && inTargetPeriod < date ? n + 1 : n
}

/** Every occurrence from `from` (the rule's stored next date, or its start) up to and including
 * `today`, oldest first, at most `limit` of them; `next` says where the following call begins. */
export function dueOccurrences(
  rule: RecurrenceRule,
  from: IsoDate,
  today: IsoDate,
  limit: number = DUE_LIMIT,
): DueOccurrences {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`Not a limit: ${limit}`)
  toCalendarDate(today)
  const dates: IsoDate[] = []
  let n = firstIndexFrom(rule, from)
  let next = occurrenceAt(rule, n)
  // yyyy-mm-dd strings compare as the dates they name.
  while (next !== null && next <= today && dates.length < limit) {
    dates.push(next)
    n += 1
    next = occurrenceAt(rule, n)
  }
  return { dates, next }
}

/** The first occurrence strictly after `date` ("Next: M/D/YYYY" after today), or null when
 * there is none. */
export function nextOccurrenceAfter(rule: RecurrenceRule, date: IsoDate): IsoDate | null {
  return date >= LAST_DAY ? null : occurrenceAt(rule, firstIndexFrom(rule, addDays(date, 1)))
}
