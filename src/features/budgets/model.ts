import { centsToDecimal, parseStoredAmount, type Cents } from '../../lib/money'
import type { Identity, StoredRecord } from '../../storage/recordOps'
import { compareCategoriesLoosely } from '../../lib/categoryOrder'

/** A monthly spending limit for one expense category, as `budgets_<userId>` holds it:
 * `{category, limit, updatedAt}`, the limit a decimal string. */
export interface Budget {
  category: string
  limitCents: Cents
  updatedAt: string
}

/** A budget's identity is its category: saving one that exists changes its limit. */
export function budgetIdentity(value: unknown): string | null {
  const category = (value as { category?: unknown } | null)?.category
  return typeof category === 'string' && category !== '' ? category : null
}

/** A category has one budget: a second record of it, in older data, is one too many. */
export const budgetIdentityOf: Identity = { of: budgetIdentity, movable: false }

export function budgetFromRecord(value: unknown): Budget | null {
  const category = budgetIdentity(value)
  if (category === null) return null
  const record = value as Record<string, unknown>
  const limitCents = parseStoredAmount(record.limit)
  if (limitCents === null) return null
  return {
    category,
    limitCents,
    updatedAt: typeof record.updatedAt === 'string' ? record.updatedAt : '',
  }
}

export function budgetRecord(category: string, limitCents: Cents, now: Date): StoredRecord {
  return { category, limit: centsToDecimal(limitCents), updatedAt: now.toISOString() }
}

/** Category order, as the list shows them. */
export function compareBudgets(a: Budget, b: Budget): number {
  return compareCategoriesLoosely(a.category, b.category)
}
