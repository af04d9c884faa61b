import { centsToDecimal } from '../../lib/money'
import type { Transaction, TransactionType } from './model'
import { tagsText } from './tags'

export const DELETE_QUESTION = 'Are you sure you want to delete this transaction?'

/** A split line as its fields hold it. */
export interface LineValues {
  category: string
  amount: string
}

/** What the form fields hold: text exactly as typed, so nothing is lost on a failed save.
 * `lines` is null until the person presses "Split", and then holds two or more lines. */
export interface TransactionFormValues {
  amount: string
  type: TransactionType
  category: string
  lines: readonly LineValues[] | null
  date: string
  description: string
  tags: string
  /** The chosen account's id; absent or '' where the form does not ask. */
  account?: string
}

/** A new transaction: an expense dated `today` (the caller's local date), in `account`. */
export function emptyForm(today: string, account = ''): TransactionFormValues {
  return {
    amount: '',
    type: 'expense',
    category: '',
    lines: null,
    date: today,
    description: '',
    tags: '',
    account,
  }
}

const isText = (value: unknown): value is string => typeof value === 'string'

function keptLines(value: unknown): readonly LineValues[] | null | undefined {
  if (value === null || value === undefined) return null
  if (!Array.isArray(value) || value.length < 2) return undefined
  const lines = value as Partial<Record<keyof LineValues, unknown>>[]
  return lines.every((line) => isText(line?.category) && isText(line.amount))
    ? (lines as LineValues[])
    : undefined
}

/** Values kept over a reload (lib/keptOverReload), when they are a form's values. A version
 * before split lines and tags kept neither. */
export function keptFormValues(value: unknown): TransactionFormValues | null {
  const kept = value as Partial<Record<keyof TransactionFormValues, unknown>> | null
  const fields = ['amount', 'category', 'date', 'description'] as const
  if (typeof kept !== 'object' || kept === null) return null
  if (!fields.every((field) => isText(kept[field]))) return null
  if (kept.type !== 'income' && kept.type !== 'expense') return null
  if (kept.account !== undefined && !isText(kept.account)) return null
  const lines = keptLines(kept.lines)
  if (lines === undefined || (kept.tags !== undefined && !isText(kept.tags))) return null
  return {
    ...(kept as TransactionFormValues),
    lines,
    tags: (kept.tags as string | undefined) ?? '',
  }
}

/** A record's values, in `account` (its resolved account, where the form asks for one). */
export function formFromTransaction(transaction: Transaction, account = ''): TransactionFormValues {
  const { splits } = transaction
  return {
    amount: transaction.amountText ?? centsToDecimal(transaction.amountCents),
    type: transaction.type,
    // A split's own category is "Split": undoing the split leaves its first line's.
    category: splits ? splits[0].category : transaction.category,
    lines: splits
      ? splits.map((line) => ({
          category: line.category,
          amount: centsToDecimal(line.amountCents),
        }))
      : null,
    date: transaction.date,
    description: transaction.description,
    tags: tagsText(transaction.tags),
    account,
  }
}

/**
 * The type's categories (the person's visible ones), plus the chosen one when it is not among
 * them: the category is kept when the type changes (SPEC.md section 4), and a hidden category
 * stays on the records that have it, so the select must still show what will be saved.
 */
export function categoryOptions(list: readonly string[], chosen: string): readonly string[] {
  return chosen === '' || list.includes(chosen) ? list : [...list, chosen]
}
