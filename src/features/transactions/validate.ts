import { isValidIsoDate } from '../../lib/dates'
import { parseAmountInput, type Cents } from '../../lib/money'
import type { LineValues, TransactionFormValues } from './formValues'
import { checkSplitSum, SPLIT_CATEGORY, type SplitLine } from './splits'
import { normaliseTags } from './tags'
import type { TransactionDraft } from './transactionsSlice'

export const formMessages = {
  amount: 'Please enter a valid amount greater than 0',
  category: 'Please select a category',
  date: 'Please select a date',
} as const

/** The dates the form takes: a year typed wrong (0026, 20260) is refused before a repeating
 * rule could add thousands of occurrences from it. */
export const dateRange = {
  first: '1900-01-01',
  last: '2100-12-31',
  message: 'Please enter a date between 1900 and 2100',
} as const

/** A date the browser gives with a year of five or more digits (its picker allows 275760). */
const LONG_YEAR_DATE = /^\+?\d{5,}-\d{2}-\d{2}$/

/** The date field's rule: its message, or null for a date the form takes. */
function dateProblem(text: string): string | null {
  if (LONG_YEAR_DATE.test(text)) return dateRange.message
  if (!isValidIsoDate(text)) return formMessages.date
  // yyyy-mm-dd strings compare as the dates they name.
  return text < dateRange.first || text > dateRange.last ? dateRange.message : null
}

/** Whether the form takes `text` as a transaction's date (a real date, 1900 to 2100). */
export function isFormDate(text: string): boolean {
  return dateProblem(text) === null
}

export type LineErrors = Partial<Record<keyof LineValues, string>>

/** A message per field; `split` when the lines' amounts do not add up to the Amount, `lines`
 * the lines' own; `account` only the edit form of a transfer's half sets. */
export interface FormErrors {
  amount?: string
  category?: string
  date?: string
  split?: string
  lines?: readonly LineErrors[]
  account?: string
}

export type CheckResult = { ok: true; draft: TransactionDraft } | { ok: false; errors: FormErrors }

export type AmountCheck = { ok: true; cents: Cents } | { ok: false; message: string }

/** The amount field's rule, shared by every field that takes money (a budget's limit, a split
 * line's amount). */
export function checkAmount(text: string): AmountCheck {
  const cents = parseAmountInput(text)
  return cents === null ? { ok: false, message: formMessages.amount } : { ok: true, cents }
}

/** Each line's messages and, once every line and the Amount are good, whether the lines add up
 * to the Amount, in integer cents. */
function checkLines(lines: readonly LineValues[], amount: AmountCheck) {
  const errors: LineErrors[] = []
  const split: SplitLine[] = []
  for (const line of lines) {
    const cents = checkAmount(line.amount)
    const lineErrors: LineErrors = {
      ...(line.category === '' ? { category: formMessages.category } : {}),
      ...(cents.ok ? {} : { amount: cents.message }),
    }
    errors.push(lineErrors)
    if (cents.ok && line.category !== '')
      split.push({ category: line.category, amountCents: cents.cents })
  }
  const whole = amount.ok && split.length === lines.length
  const sum = whole
    ? checkSplitSum(
        amount.cents,
        split.map((line) => line.amountCents),
      )
    : null
  return {
    errors: errors.some((line) => Object.keys(line).length > 0) ? errors : undefined,
    sum,
    split,
  }
}

/** SPEC.md section 5: every failing field gets its message; the category is not checked
 * against the type's list. A split needs its lines to add up to the Amount (UI_CONTRACT.md). */
export function checkTransaction(values: TransactionFormValues): CheckResult {
  const errors: FormErrors = {}
  const amount = checkAmount(values.amount)
  if (!amount.ok) errors.amount = amount.message
  const lines = values.lines && checkLines(values.lines, amount)
  if (lines?.errors) errors.lines = lines.errors
  if (lines?.sum) errors.split = lines.sum
  if (!lines && values.category === '') errors.category = formMessages.category
  const date = dateProblem(values.date)
  if (date) errors.date = date
  if (!amount.ok || Object.keys(errors).length > 0) return { ok: false, errors }
  const tags = normaliseTags(values.tags)
  return {
    ok: true,
    draft: {
      amountCents: amount.cents,
      type: values.type,
      category: lines ? SPLIT_CATEGORY : values.category,
      ...(lines ? { splits: lines.split } : {}),
      date: values.date,
      description: values.description,
      ...(tags.length > 0 ? { tags } : {}),
    },
  }
}

/** Every message of a refused check, a line's prefixed with its number. */
export function errorMessages({ lines, ...fields }: FormErrors): string[] {
  const own = Object.values(fields).filter((message) => message !== undefined)
  const ofLines = (lines ?? []).flatMap((line, i) =>
    Object.values(line).map((message) => `Line ${i + 1}: ${message}`),
  )
  return [...own, ...ofLines]
}

/** Changing a field clears that field's error and no other; changing a split line clears its
 * own and whether the lines add up. */
export function clearError(errors: FormErrors, field: string): FormErrors {
  if (!(field in errors)) return errors
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field))
}

/** The messages a change of the split as a whole (split, unsplit, a line added or removed)
 * makes stale: the Category's and the lines'. */
export function clearSplitErrors(errors: FormErrors): FormErrors {
  return ['category', 'lines', 'split'].reduce(clearError, errors)
}

export function clearLineError(
  errors: FormErrors,
  index: number,
  field: keyof LineValues,
): FormErrors {
  const { split: _sum, ...rest } = errors
  void _sum
  const lines = errors.lines?.map((line, i) => {
    if (i !== index || !(field in line)) return line
    const { [field]: _cleared, ...kept } = line
    void _cleared
    return kept
  })
  return lines ? { ...rest, lines } : rest
}
