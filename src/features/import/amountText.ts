import { parseStoredAmount } from '../../lib/money'

const SIGNS = new Set(['+', '-', '\u2212'])
const CURRENCY_FIRST = /^(?:\p{Sc}|[A-Z]{3})/u
const CURRENCY_LAST = /(?:\p{Sc}|[A-Z]{3})$/u
const NUMBER = /^[\d.,' \u00a0\u202f]+$/

/**
 * A sign before or after a currency symbol or code, the number, maybe a currency and a trailing
 * sign: each part taken off an end in turn, so the time grows with the text's length. One
 * pattern for the whole (as this was first written) tries every split of a long run of digits
 * and spaces between its parts, which takes the square of the length: 0.4 s for 8,000 digits.
 */
function amountParts(text: string): { signs: string[]; number: string } | null {
  let rest = text
  const signs: string[] = []
  const signFirst = () => {
    if (!SIGNS.has(rest[0])) return
    signs.push(rest[0])
    rest = rest.slice(1).trimStart()
  }
  signFirst()
  rest = rest.replace(CURRENCY_FIRST, '').trimStart()
  signFirst()
  const last = rest[rest.length - 1]
  if (SIGNS.has(last)) {
    signs.push(last)
    rest = rest.slice(0, -1).trimEnd()
  }
  rest = rest.replace(CURRENCY_LAST, '').trimEnd()
  return NUMBER.test(rest) && /\d/.test(rest) ? { signs, number: rest } : null
}

function count(text: string, char: string): number {
  return text.split(char).length - 1
}

/** "1,234.56", "1.234,56", "1 234,56", "1'234.56" → "1234.56". */
function plainDecimal(number: string): string | null {
  const text = number.replace(/[\s'\u00a0\u202f]/g, '')
  const dot = text.lastIndexOf('.')
  const comma = text.lastIndexOf(',')
  let decimal: string
  if (dot >= 0 && comma >= 0) {
    decimal = dot > comma ? text.replaceAll(',', '') : text.replaceAll('.', '').replace(',', '.')
  } else if (comma >= 0) {
    // One comma not followed by exactly three digits is a decimal comma ("12,5", "0,99");
    // "1,234" and "1,234,567" group thousands, as in the dollars this app keeps.
    const decimalComma = count(text, ',') === 1 && text.length - comma - 1 !== 3
    decimal = decimalComma ? text.replace(',', '.') : text.replaceAll(',', '')
  } else {
    decimal = count(text, '.') > 1 ? text.replaceAll('.', '') : text
  }
  // One way to match any text (not `\d+\.?\d*`, which splits a run of digits every way).
  return /^(\d+(\.\d*)?|\.\d+)$/.test(decimal) ? decimal : null
}

/** The side a bank writes after the figure instead of a sign: "12.00 DR", "5.00 CR". Two
 * letters, so no currency code (three) is taken for one. */
const SIDE = /(?<=[\d\s\p{Sc}])(dr|cr)\.?$/iu

/**
 * A signed amount in cents from money as banks and other apps write it: "-1,234.56",
 * "1.234,56", "$21.05", "-$5", "(21.05)", "21.05-", "€ 12,50", "USD 3", "12.00 DR". Null when it
 * is not an amount, or beyond the largest amount a transaction may hold.
 */
export function parseSignedCents(text: string): number | null {
  const side = SIDE.exec(text.trim())
  const trimmed = side ? text.trim().slice(0, side.index).trimEnd() : text.trim()
  const accounting = /^\((.*)\)$/.exec(trimmed)
  const parts = amountParts(accounting ? accounting[1].trim() : trimmed)
  if (!parts) return null
  const { signs, number } = parts
  // A sign, brackets or a side: one of them says which way the money went, never two.
  if (signs.length + (accounting ? 1 : 0) + (side ? 1 : 0) > 1) return null
  const decimal = plainDecimal(number)
  if (decimal === null) return null
  const cents = /^[0.]*$/.test(decimal) ? 0 : parseStoredAmount(decimal)
  if (cents === null) return null
  const negative =
    accounting !== null ||
    (signs.length === 1 && signs[0] !== '+') ||
    side?.[1].toLowerCase() === 'dr'
  return negative && cents !== 0 ? -cents : cents
}

/**
 * The signed amount of a row that puts money out and money in in two columns (YNAB's Outflow
 * and Inflow, a bank's Debit and Credit): in minus out, whatever sign each column is written
 * with. Null when neither holds an amount or one holds something else.
 */
export function netOfColumns(outflow: string, inflow: string): number | null {
  if (outflow.trim() === '' && inflow.trim() === '') return null
  const out = outflow.trim() === '' ? 0 : parseSignedCents(outflow)
  const into = inflow.trim() === '' ? 0 : parseSignedCents(inflow)
  if (out === null || into === null) return null
  return Math.abs(into) - Math.abs(out)
}
