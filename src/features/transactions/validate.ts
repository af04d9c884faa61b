import { isValidIsoDate } from '../../lib/dates'
import { parseAmountInput, type Cents } from '../../lib/money'
import type { TransactionFormValues } from './formValues'
import type { TransactionDraft } from './transactionsSlice'

export const formMessages = {
  amount: 'Please enter a valid amount greater than 0',
  category: 'Please select a category',
  date: 'Please select a date',
} as const

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
  if (!isValidIsoDate(values.date)) errors.date = formMessages.date
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
