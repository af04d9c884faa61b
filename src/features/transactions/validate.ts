import { isValidIsoDate } from '../../lib/dates'
import { parseAmountInput } from '../../lib/money'
import type { TransactionFormValues } from './formValues'
import type { TransactionDraft } from './transactionsSlice'

export const formMessages = {
  amount: 'Please enter a valid amount greater than 0',
  category: 'Please select a category',
  date: 'Please select a date',
} as const

export type CheckedField = keyof typeof formMessages
export type FormErrors = Partial<Record<CheckedField, string>>

export type CheckResult = { ok: true; draft: TransactionDraft } | { ok: false; errors: FormErrors }

/** SPEC.md section 5: every failing field gets its message; the category is not checked
 * against the type's list. */
export function validateTransaction(values: TransactionFormValues): FormErrors {
  const errors: FormErrors = {}
  if (parseAmountInput(values.amount) === null) errors.amount = formMessages.amount
  if (values.category === '') errors.category = formMessages.category
  if (!isValidIsoDate(values.date)) errors.date = formMessages.date
  return errors
}

/** The draft to save, or the errors that stop the save. */
export function checkTransaction(values: TransactionFormValues): CheckResult {
  const errors = validateTransaction(values)
  const amountCents = parseAmountInput(values.amount)
  if (amountCents === null || Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    draft: {
      amountCents,
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
