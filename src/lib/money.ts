import { digitsAt } from './digits'

/** Money is held as integer cents; these helpers are the only place text and cents meet. */

export type Cents = number

/** The largest amount one transaction may hold. Keeps every sum of a full localStorage
 * (about 28,000 records) far inside Number.MAX_SAFE_INTEGER cents. */
export const MAX_AMOUNT_CENTS: Cents = 100_000_000_000

/** The cents a decimal such as "12.5" or ".75" spells, or null. A third decimal rounds half up
 * (only older stored data has one). Read by character codes (see digitsAt). */
function decimalToCents(text: string, maxFractionDigits: number): Cents | null {
  const decimal = text.trim()
  const point = decimal.indexOf('.')
  const wholeEnd = point < 0 ? decimal.length : point
  const fractionDigits = point < 0 ? 0 : decimal.length - point - 1
  if (wholeEnd + fractionDigits === 0 || fractionDigits > maxFractionDigits) return null
  const whole = digitsAt(decimal, 0, wholeEnd)
  if (whole < 0 || (fractionDigits > 0 && digitsAt(decimal, point + 1, decimal.length) < 0)) {
    return null
  }
  // The first three decimals as thousandths ("5" is 500): the cents, and the digit rounding them.
  const read = Math.min(fractionDigits, 3)
  const thousandths = digitsAt(decimal, point + 1, point + 1 + read) * 10 ** (3 - read)
  const cents = whole * 100 + Math.floor(thousandths / 10) + (thousandths % 10 >= 5 ? 1 : 0)
  return Number.isSafeInteger(cents) ? cents : null
}

/** What a person typed into the amount field: a positive decimal with at most two decimals. */
export function parseAmountInput(text: string): Cents | null {
  const cents = decimalToCents(text, 2)
  return cents !== null && cents > 0 && cents <= MAX_AMOUNT_CENTS ? cents : null
}

/** A balance as typed ("-250.00", "0", "12.5"): an optional minus, at most two decimals, at
 * most MAX_AMOUNT_CENTS either way; zero allowed. Null for anything else, empty text included. */
export function parseSignedAmountInput(text: string): Cents | null {
  const trimmed = text.trim()
  const negative = trimmed.startsWith('-')
  const cents = decimalToCents(negative ? trimmed.slice(1) : trimmed, 2)
  if (cents === null || cents > MAX_AMOUNT_CENTS) return null
  return negative && cents > 0 ? -cents : cents
}

/** A balance as storage holds it: a signed decimal string with at most two decimals ("-250.00"),
 * or a number. */
export function parseStoredBalance(value: unknown): Cents | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value
  return typeof text === 'string' ? parseSignedAmountInput(text) : null
}

/** "1000" for "1e3", "0.25" for "2.5e-1": the decimal an exponent form spells, or null. The first
 * version stored the amount field's text as typed, and a number input takes "1e3". */
function expandExponent(text: string): string | null {
  const match = /^(\d*)(?:\.(\d*))?[eE]([+-]?\d{1,3})$/.exec(text.trim())
  if (!match) return null
  const [, whole, fraction = '', exponent] = match
  const digits = whole + fraction
  if (digits === '') return null
  const point = whole.length + Number(exponent)
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length)
  return `${digits.slice(0, point)}.${digits.slice(point)}`
}

/** An amount read from storage: a decimal string or a number, as older versions wrote it. */
export function parseStoredAmount(value: unknown): Cents | null {
  const stored = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value
  if (typeof stored !== 'string') return null
  // Only text holding an "e" pays for the pattern: this runs for every record on every load.
  const hasExponent = stored.indexOf('e') >= 0 || stored.indexOf('E') >= 0
  const text = hasExponent ? expandExponent(stored) : stored
  if (text === null) return null
  const cents = decimalToCents(text, Infinity)
  return cents !== null && cents > 0 && cents <= MAX_AMOUNT_CENTS ? cents : null
}

/** "1234.50" for 123450: the decimal text written to storage. */
export function centsToDecimal(cents: Cents): string {
  const abs = Math.abs(cents)
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  return cents < 0 ? `-${text}` : text
}

/** "1,234,567" for "1234567": en-US groups of three. */
function groupThousands(digits: string): string {
  const head = digits.length % 3 || 3
  let text = digits.slice(0, head)
  for (let at = head; at < digits.length; at += 3) text += `,${digits.slice(at, at + 3)}`
  return text
}

/**
 * "$1,234.56" / "-$5.00": exactly what `Intl.NumberFormat('en-US', {style: 'currency',
 * currency: 'USD'})` prints (UI_CONTRACT.md), but written from the integer cents. So it is exact
 * at any size, and showing money makes no Intl object, which takes time to make (the page's
 * first, 15-25 ms for ICU's data).
 */
export function formatMoney(cents: Cents): string {
  const [whole = '', fraction = ''] = centsToDecimal(Math.abs(cents)).split('.')
  const text = `$${groupThousands(whole)}.${fraction}`
  return cents < 0 ? `-${text}` : text
}

/** "+$12.00" for income, "-$12.00" for an expense. */
export function formatSignedMoney(cents: Cents, type: 'income' | 'expense'): string {
  return `${type === 'income' ? '+' : '-'}${formatMoney(Math.abs(cents))}`
}
