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

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/** A real calendar date in yyyy-mm-dd form. Arithmetic, not `new Date`: it runs for every
 * stored record on every load. */
export function isValidIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
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
