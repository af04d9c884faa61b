import { compareCategories } from '../../lib/categoryOrder'
import type { Identity, StoredRecord } from '../../storage/recordOps'
import { CATCH_ALL, defaultCategories, type CategoryType } from './defaults'

/** A category as `categories_<userId>` holds it: `{name, type, hidden?, updatedAt}`. */
export interface Category {
  name: string
  type: CategoryType
  hidden: boolean
  updatedAt: string
}

const isType = (value: unknown): value is CategoryType => value === 'income' || value === 'expense'

/** A category is named by its type and name ("Misc" is one of each type): a name that changes
 * makes another record, so sync hears of the old one's removal. */
export function categoryKey(value: unknown): string | null {
  const { type, name } = (value ?? {}) as { type?: unknown; name?: unknown }
  return isType(type) && typeof name === 'string' && name !== '' ? `${type}:${name}` : null
}

export const categoryIdentity: Identity = { of: categoryKey, movable: false }

export function categoryFromRecord(value: unknown): Category | null {
  if (categoryKey(value) === null) return null
  const record = value as Record<string, unknown>
  return {
    name: record.name as string,
    type: record.type as CategoryType,
    hidden: record.hidden === true,
    updatedAt: typeof record.updatedAt === 'string' ? record.updatedAt : '',
  }
}

/** The stored record of a category; `hidden` only while it is. */
export function categoryRecord(
  fields: Pick<Category, 'name' | 'type'> & { hidden?: boolean },
  now: Date,
): StoredRecord {
  return categoryRecordOf({ hidden: false, ...fields, updatedAt: now.toISOString() })
}

export function categoryRecordOf({ name, type, hidden, updatedAt }: Category): StoredRecord {
  return { name, type, ...(hidden ? { hidden: true } : {}), updatedAt }
}

/** The stored records of one type's list. */
export function recordsOfType(records: readonly unknown[], type: CategoryType): StoredRecord[] {
  return records.filter((value) => categoryFromRecord(value)?.type === type) as StoredRecord[]
}

/** SPEC.md's list of a type, as the records that make it a person's own. */
export function defaultRecords(type: CategoryType, now: Date): StoredRecord[] {
  return defaultCategories(type).map((name) => categoryRecord({ name, type }, now))
}

/** Where a name stands in its list: SPEC.md's names in SPEC.md's order, then the person's own,
 * and the catch-all last, as in SPEC.md. */
function rank(name: string, type: CategoryType): number {
  if (name === CATCH_ALL) return Number.MAX_SAFE_INTEGER
  const index = defaultCategories(type).indexOf(name)
  return index < 0 ? defaultCategories(type).length : index
}

/**
 * Expense categories, then income ones; within a type in the order above, the person's own by
 * name. An order made from the records alone, not from where they are stored: two devices that
 * sync hold the same records in different places, and show them alike. A renamed category thus
 * takes its new name's place.
 */
export function compareCategoryItems(a: Category, b: Category): number {
  if (a.type !== b.type) return a.type === 'expense' ? -1 : 1
  return rank(a.name, a.type) - rank(b.name, b.type) || compareCategories(a.name, b.name)
}
