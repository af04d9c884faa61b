import { centsToDecimal, parseStoredAmount, type Cents } from '../../lib/money'
import type { StoredRecord } from '../../storage/recordOps'
import { compareCategoriesLoosely } from '../../lib/categoryOrder'

/** A monthly spending limit for one expense category, as `budgets_<userId>` holds it:
 * `{category, limit, updatedAt}`, the limit a decimal string. */
export interface Budget {
  category: string
  /** Older or merged data may hold one category twice: which record this is (see RecordRef). */
  copy: number
  limitCents: Cents
  updatedAt: string
}

/** A budget's identity is its category: saving one that exists changes its limit. */
export function budgetIdentity(value: unknown): string | null {
  const category = (value as { category?: unknown } | null)?.category
  return typeof category === 'string' && category !== '' ? category : null
}

export function budgetFromRecord(value: unknown, copy = 0): Budget | null {
  const category = budgetIdentity(value)
  if (category === null) return null
  const record = value as Record<string, unknown>
  const limitCents = parseStoredAmount(record.limit)
  if (limitCents === null) return null
  return {
    category,
    copy,
    limitCents,
    updatedAt: typeof record.updatedAt === 'string' ? record.updatedAt : '',
  }
}

export function budgetRecord(category: string, limitCents: Cents, now: Date): StoredRecord {
  return { category, limit: centsToDecimal(limitCents), updatedAt: now.toISOString() }
}

/** Category order, as the list shows them. */
export function compareBudgets(a: Budget, b: Budget): number {
  return compareCategoriesLoosely(a.category, b.category) || a.copy - b.copy
}
