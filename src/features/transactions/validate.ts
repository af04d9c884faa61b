import { isValidIsoDate } from '../../lib/dates'
import { parseAmountInput, type Cents } from '../../lib/money'
import type { TransactionFormValues } from './formValues'
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

export type CheckedField = keyof typeof formMessages
/** Each field's error; `account` only the edit form of a transfer's half sets. */
export type FormErrors = Partial<Record<CheckedField | 'account', string>>

export type CheckResult = { ok: true; draft: TransactionDraft } | { ok: false; errors: FormErrors }

export type AmountCheck = { ok: true; cents: Cents } | { ok: false; message: string }

/** The amount field's rule, shared by every field that takes money (a budget's limit too). */
export function checkAmount(text: string): AmountCheck {
  const cents = parseAmountInput(text)
  return cents === null ? { ok: false, message: formMessages.amount } : { ok: true, cents }
}

/** SPEC.md section 5: every failing field gets its message; the category is not checked
 * against the type's list. */
export function validateTransaction(values: TransactionFormValues): FormErrors {
  const errors: FormErrors = {}
  const amount = checkAmount(values.amount)
  if (!amount.ok) errors.amount = amount.message
  if (values.category === '') errors.category = formMessages.category
  const date = dateProblem(values.date)
  if (date) errors.date = date
  return errors
}

/** The draft to save, or the errors that stop the save. */
export function checkTransaction(values: TransactionFormValues): CheckResult {
  const errors = validateTransaction(values)
  const amount = checkAmount(values.amount)
  if (!amount.ok || Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    draft: {
      amountCents: amount.cents,
      type: values.type,
      category: values.category,
      date: values.date,
      description: values.description,
    },
  }
}

/** Changing a field clears that field's error and no other. */
export function clearError(errors: FormErrors, field: string): FormErrors {
  if (!(field in errors)) return errors
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field))
}
