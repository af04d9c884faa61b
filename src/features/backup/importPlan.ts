import { checkTransaction } from '../transactions/validate'
import type { Transaction, TransactionType } from '../transactions/model'
import type { TransactionDraft } from '../transactions/transactionsSlice'

/** One row of a file to import: the form's fields as text, and where it came from. */
export interface ImportCandidate {
  /** Line (CSV) or position (JSON) shown in error messages. */
  line: number
  fields: { date: string; type: string; category: string; description: string; amount: string }
  /** A JSON backup keeps its ids and creation times, so a restore is exact. */
  identity?: { id: string; createdAt: string }
}

export interface ImportItem extends TransactionDraft {
  identity?: { id: string; createdAt: string }
}

export interface ImportPlan {
  items: ImportItem[]
  skipped: number
  errors: { line: number; messages: string[] }[]
}

function sameContent(a: TransactionDraft): string {
  return [a.date, a.type, a.category, a.description, a.amountCents].join('\u0000')
}

function asType(text: string): TransactionType | null {
  const type = text.trim().toLowerCase()
  return type === 'income' || type === 'expense' ? type : null
}

/**
 * Checks every row with the form's own rules and leaves out rows already present: a row matching
 * an existing transaction in every field is skipped once per existing match, so re-importing an
 * export adds nothing while two genuinely equal rows in a new file both arrive.
 */
export function planImport(
  candidates: readonly ImportCandidate[],
  existing: readonly Transaction[],
): ImportPlan {
  const present = new Map<string, number>()
  for (const transaction of existing) {
    const key = sameContent(transaction)
    present.set(key, (present.get(key) ?? 0) + 1)
  }
  const existingIds = new Set(existing.map((t) => t.id))
  const plan: ImportPlan = { items: [], skipped: 0, errors: [] }

  for (const { line, fields, identity } of candidates) {
    const type = asType(fields.type)
    const checked = checkTransaction({
      amount: fields.amount.trim(),
      type: type ?? 'expense',
      category: fields.category.trim(),
      date: fields.date.trim(),
      description: fields.description,
    })
    const messages = checked.ok ? [] : Object.values(checked.errors)
    if (type === null) messages.unshift('Type must be income or expense')
    if (!checked.ok || messages.length > 0) {
      plan.errors.push({ line, messages })
      continue
    }
    const key = sameContent(checked.draft)
    const matches = present.get(key) ?? 0
    if (matches > 0 || (identity && existingIds.has(identity.id))) {
      present.set(key, Math.max(0, matches - 1))
      plan.skipped += 1
      continue
    }
    if (identity) existingIds.add(identity.id)
    plan.items.push(identity ? { ...checked.draft, identity } : checked.draft)
  }
  return plan
}
