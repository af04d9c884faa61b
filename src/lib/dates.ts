import { digitsAt } from './digits'

/** Calendar dates are `yyyy-mm-dd` strings in the person's local time; never parsed as UTC. */
export type IsoDate = string

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function pad2(n: number): string {
  return String(n).padStart(2, '0')
}

export function toIsoDate(date: Date): IsoDate {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`
}

/** Today in local time (the UTC date is a day off in the evening west of Greenwich). */
export function todayIso(now: Date = new Date()): IsoDate {
  return toIsoDate(now)
}

/** A calendar date as plain integers (month 1-12): arithmetic on these cannot meet a time zone,
 * a UTC offset or a daylight-saving change. */
export interface CalendarDate {
  year: number
  month: number
  day: number
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/** Whether the numbers name a day of the calendar (year 1 on). */
function isRealDay(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

/** A real calendar date in yyyy-mm-dd form, read by character codes (see digitsAt) and
 * arithmetic, not `new Date`: it runs for every stored record on every load. */
export function isValidIsoDate(text: string): boolean {
  if (text.length !== 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return false
  return isRealDay(digitsAt(text, 0, 4), digitsAt(text, 5, 7), digitsAt(text, 8, 10))
}

/** The parts of a real calendar date in yyyy-mm-dd form, or null. */
export function parseIsoDate(text: string): CalendarDate | null {
  if (!isValidIsoDate(text)) return null
  return { year: digitsAt(text, 0, 4), month: digitsAt(text, 5, 7), day: digitsAt(text, 8, 10) }
}

/** The parts of a date the caller already holds as valid; anything else is a bug upstream and
 * throws rather than letting NaN dates through. */
export function toCalendarDate(iso: IsoDate): CalendarDate {
  const date = parseIsoDate(iso)
  if (!date) throw new RangeError(`Not a calendar date: ${JSON.stringify(iso)}`)
  return date
}

/** The last date a record can hold: yyyy-mm-dd has four digits of year. */
export const LAST_DAY: IsoDate = '9999-12-31'

/** yyyy-mm-dd for a real date of the years 1 to 9999 (the dates a record can hold); anything
 * else throws rather than writing a date nobody can read back. */
export function isoFromParts({ year, month, day }: CalendarDate): IsoDate {
  const iso = `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`
  toCalendarDate(iso)
  return iso
}

// Days since 1970-01-01 and back, in the proleptic Gregorian calendar (Howard Hinnant's
// days_from_civil / civil_from_days): whole days are integers here, never 23 or 25 hours.
function dayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146097 + dayOfEra - 719468
}

function fromDayNumber(days: number): CalendarDate {
  const z = days + 719468
  const era = Math.floor(z / 146097)
  const dayOfEra = z - era * 146097
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  )
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

/** The calendar date `days` days later (earlier when negative). */
export function addDays(iso: IsoDate, days: number): IsoDate {
  return isoFromParts(fromDayNumber(dayNumber(toCalendarDate(iso)) + days))
}

/** Whole days from `from` to `to`: negative when `to` comes first. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(toCalendarDate(to)) - dayNumber(toCalendarDate(from))
}

/** "3/1/2026" for 2026-03-01, built from the parts so no time zone can shift the day. */
export function formatIsoDate(iso: IsoDate): string {
  const match = ISO_DATE.exec(iso)
  if (!match) return iso
  return `${Number(match[2])}/${Number(match[3])}/${match[1]}`
}

/** "3/2026" for any day of March 2026: the monthly chart's grouping key. */
export function monthKey(iso: IsoDate): string {
  return `${Number(iso.slice(5, 7))}/${iso.slice(0, 4)}`
}

/** "2026-03" : sorts chronologically as text. */
export function monthOf(iso: IsoDate): string {
  return iso.slice(0, 7)
}
