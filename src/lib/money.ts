/** Money is held as integer cents; these helpers are the only place text and cents meet. */

export type Cents = number

/** The largest amount one transaction may hold. Keeps every sum of a full localStorage
 * (about 28,000 records) far inside Number.MAX_SAFE_INTEGER cents. */
export const MAX_AMOUNT_CENTS: Cents = 100_000_000_000

const DECIMAL = /^(\d*)(?:\.(\d*))?$/

function decimalToCents(text: string, maxFractionDigits: number): Cents | null {
  const match = DECIMAL.exec(text.trim())
  if (!match) return null
  const [, whole = '', fraction = ''] = match
  if (whole === '' && fraction === '') return null
  if (fraction.length > maxFractionDigits) return null
  const padded = (fraction + '000').slice(0, 3)
  // Round half up on the third decimal (only reachable when reading older stored data).
  const cents =
    Number(whole || '0') * 100 + Number(padded.slice(0, 2)) + (Number(padded[2]) >= 5 ? 1 : 0)
  return Number.isSafeInteger(cents) ? cents : null
}

/** What a person typed into the amount field: a positive decimal with at most two decimals. */
export function parseAmountInput(text: string): Cents | null {
  const cents = decimalToCents(text, 2)
  return cents !== null && cents > 0 && cents <= MAX_AMOUNT_CENTS ? cents : null
}

/** An amount read from storage: a decimal string or a number, as older versions wrote it. */
export function parseStoredAmount(value: unknown): Cents | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value
  if (typeof text !== 'string') return null
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
