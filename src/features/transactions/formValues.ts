import { centsToDecimal } from '../../lib/money'
import { categoriesFor, type Transaction, type TransactionType } from './model'

export const DELETE_QUESTION = 'Are you sure you want to delete this transaction?'

/** What the form fields hold: text exactly as typed, so nothing is lost on a failed save. */
export interface TransactionFormValues {
  amount: string
  type: TransactionType
  category: string
  date: string
  description: string
  /** The chosen account's id; absent or '' where the form does not ask. */
  account?: string
}

/** A new transaction: an expense dated `today` (the caller's local date). */
export function emptyForm(today: string, account = ''): TransactionFormValues {
  return { amount: '', type: 'expense', category: '', date: today, description: '', account }
}

/** Values kept over a reload (lib/keptOverReload), when they are a form's values. */
export function keptFormValues(value: unknown): TransactionFormValues | null {
  const kept = value as Partial<Record<keyof TransactionFormValues, unknown>> | null
  const fields = ['amount', 'category', 'date', 'description'] as const
  if (typeof kept !== 'object' || kept === null) return null
  if (!fields.every((field) => typeof kept[field] === 'string')) return null
  if (kept.type !== 'income' && kept.type !== 'expense') return null
  if (kept.account !== undefined && typeof kept.account !== 'string') return null
  return kept as TransactionFormValues
}

/** A record's values, in `account` (its resolved account, where the form asks for one). */
export function formFromTransaction(transaction: Transaction, account = ''): TransactionFormValues {
  return {
    amount: transaction.amountText ?? centsToDecimal(transaction.amountCents),
    type: transaction.type,
    category: transaction.category,
    date: transaction.date,
    description: transaction.description,
    account,
  }
}

/**
 * The type's categories, plus the chosen one when it is not among them: the category is kept
 * when the type changes (SPEC.md section 4), so the select must still show what will be saved.
 */
export function categoryOptions(type: TransactionType, chosen: string): readonly string[] {
  const list = categoriesFor(type)
  return chosen === '' || list.includes(chosen) ? list : [...list, chosen]
}
