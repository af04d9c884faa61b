import { compareCategories } from '../../lib/categoryOrder'
import type { Identity, StoredRecord } from '../../storage/recordOps'

/** A rule that categorises imports, as `rules_<userId>` holds it: `{id, contains, category,
 * updatedAt}`: a row whose description contains `contains` (ignoring case) gets `category`. */
export interface CategoryRule {
  id: string
  contains: string
  category: string
  updatedAt: string
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== ''

export function ruleKey(value: unknown): string | null {
  const id = (value as { id?: unknown } | null)?.id
  return nonEmpty(id) ? id : typeof id === 'number' ? String(id) : null
}

/** Rules are named by id, a creation time that moves on while taken. */
export const categoryRuleIdentity: Identity = { of: ruleKey, movable: true }

export function categoryRuleFromRecord(value: unknown): CategoryRule | null {
  const id = ruleKey(value)
  const { contains, category, updatedAt } = (value ?? {}) as Record<string, unknown>
  if (id === null || !nonEmpty(contains) || contains.trim() === '' || !nonEmpty(category)) {
    return null
  }
  return { id, contains, category, updatedAt: typeof updatedAt === 'string' ? updatedAt : '' }
}

export function categoryRuleRecord(contains: string, category: string, now: Date): StoredRecord {
  const id = String(now.getTime())
  return categoryRuleRecordOf({ id, contains, category, updatedAt: now.toISOString() })
}

export function categoryRuleRecordOf({ id, contains, category, updatedAt }: CategoryRule) {
  return { id, contains, category, updatedAt }
}

/** By the text they look for, as a reader orders it. */
export function compareCategoryRules(a: CategoryRule, b: CategoryRule): number {
  return compareCategories(a.contains, b.contains) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}
