import { isValidIsoDate, type IsoDate } from '../../lib/dates'

/** The order of day, month and year in a file's dates. */
export type DateOrder = 'ymd' | 'mdy' | 'dmy'

/** How the dialog names each order (UI_CONTRACT.md). */
export const DATE_ORDER_LABELS: Readonly<Record<DateOrder, string>> = {
  ymd: 'YYYY-MM-DD',
  mdy: 'MM/DD/YYYY',
  dmy: 'DD/MM/YYYY',
}

interface DateParts {
  first: string
  second: string
  third: string
  /** Quicken writes years from 2000 on as `1/5'18`. */
  apostrophe: boolean
  /** `1.3.2026`: dots are how day-first countries write dates; month-first ones never do. */
  dotted: boolean
}

// Three numbers split by / - . or ', spaces allowed around them (QIF: "1/ 5'18"), and maybe a
// time after the date ("3/1/2026 10:22", "2026-03-01T10:22").
const SEPARATED = /^\s*(\d{1,4})\s*([/.-])\s*(\d{1,2})\s*([/.'-])\s*(\d{1,4})(?=$|[\sT,])/
// Or yyyymmdd, maybe with a time: 20260301, 20260301120000.000[-5:EST] (OFX).
const COMPACT = /^\s*(\d{4})(\d{2})(\d{2})(?:\d{4}|\d{6})?(?=$|\D)/

function partsOf(text: string): DateParts | null {
  const compact = COMPACT.exec(text)
  if (compact)
    return {
      first: compact[1],
      second: compact[2],
      third: compact[3],
      apostrophe: false,
      dotted: false,
    }
  const match = SEPARATED.exec(text)
  if (!match) return null
  return {
    first: match[1],
    second: match[3],
    third: match[5],
    apostrophe: match[4] === "'",
    dotted: match[2] === '.',
  }
}

function fullYear(text: string, apostrophe: boolean): number | null {
  const year = Number(text)
  if (text.length === 4) return year
  if (text.length !== 2) return null
  // Two-digit years as POSIX strptime reads them: 69–99 are 1969–1999, 00–68 are 2000–2068.
  return apostrophe || year <= 68 ? 2000 + year : 1900 + year
}

function isoFrom(year: number | null, month: string, day: string): IsoDate | null {
  if (year === null) return null
  const iso = `${String(year).padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
  return isValidIsoDate(iso) ? iso : null
}

/**
 * A file's date as `yyyy-mm-dd`, read in the given order; null when it is not a real date.
 * A four-digit first number can only be a year, so `2026-03-31` reads the same in any order.
 */
export function parseDateText(text: string, order: DateOrder): IsoDate | null {
  const parts = partsOf(text)
  if (!parts) return null
  const { first, second, third, apostrophe } = parts
  if (first.length === 4 || order === 'ymd') return isoFrom(fullYear(first, false), second, third)
  const year = fullYear(third, apostrophe)
  return order === 'mdy' ? isoFrom(year, first, second) : isoFrom(year, second, first)
}

/**
 * The order a file's dates are written in, when they settle it: year first when they start with
 * four digits, day first when some first number is over 12 and no second one is, month first when
 * some second number is over 12, day first when every date is written with dots (`05.03.2026` is
 * the 5th of March wherever dots are used: a week's German statement must not turn into dates
 * months apart). Null when every day and month is 12 or less, so each date reads two ways
 * (05/03/2026: 3 May in the US, 5 March in the UK): the person is asked, never guessed for.
 */
export function settledDateOrder(texts: Iterable<string>): DateOrder | null {
  let yearFirst = 0
  let others = 0
  let dayFirst = false
  let monthFirst = false
  let allDotted = true
  for (const text of texts) {
    const parts = partsOf(text)
    if (!parts) continue
    if (parts.first.length === 4) {
      yearFirst += 1
      continue
    }
    others += 1
    if (!parts.dotted) allDotted = false
    if (Number(parts.first) > 12) dayFirst = true
    if (Number(parts.second) > 12) monthFirst = true
  }
  // No date written with day and month first: the order changes nothing.
  if (yearFirst > others || others === 0) return 'ymd'
  if (monthFirst) return 'mdy'
  if (dayFirst || allDotted) return 'dmy'
  return null
}
