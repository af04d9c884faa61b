import type { RecordOp, StoredRecord } from '../../storage/recordOps'
import { categoryMessages, checkCategoryName } from './categoryName'
import type { CategoryType } from './defaults'
import { categoryKey, categoryRecord, defaultRecords, recordsOfType } from './model'

/** Why a change to the lists was refused on what storage held at the time of writing. */
export type ListRefusal = (typeof categoryMessages)[keyof typeof categoryMessages] | 'missing'

type ListPlan = readonly RecordOp[] | { refused: ListRefusal }

/**
 * A type's list as storage holds it, and the ops that write SPEC.md's list first when it holds
 * none of that type: the person's first change to a list makes the whole list theirs, so a
 * category added to SPEC.md's keeps the others.
 */
function listOf(records: readonly StoredRecord[], type: CategoryType, now: Date) {
  const stored = recordsOfType(records, type)
  if (stored.length > 0) return { list: stored, seed: [] as RecordOp[] }
  const seeded = defaultRecords(type, now)
  return { list: seeded, seed: seeded.map((record): RecordOp => ({ type: 'add', record })) }
}

const namesOf = (list: readonly StoredRecord[]) => list.map((record) => record.name as string)

export function addCategoryPlan(name: string, type: CategoryType, now: Date) {
  return (records: readonly StoredRecord[]): ListPlan => {
    const { list, seed } = listOf(records, type, now)
    const checked = checkCategoryName(name, namesOf(list))
    if (!checked.ok) return { refused: checked.message as ListRefusal }
    return [...seed, { type: 'add', record: categoryRecord({ name: checked.name, type }, now) }]
  }
}

/** The category with `name` in the type's list, and how it is written again changed. */
function changing(name: string, type: CategoryType, now: Date, records: readonly StoredRecord[]) {
  const { list, seed } = listOf(records, type, now)
  const record = list.find((stored) => stored.name === name)
  return { list, seed, record, updatedAt: now.toISOString() }
}

/** Hides a category, or shows it again; every other field it has is kept. */
export function hideCategoryPlan(name: string, type: CategoryType, hidden: boolean, now: Date) {
  return (records: readonly StoredRecord[]): ListPlan => {
    const { seed, record, updatedAt } = changing(name, type, now, records)
    if (!record) return { refused: 'missing' }
    const { hidden: _was, ...rest } = record
    void _was
    const next = { ...rest, ...(hidden ? { hidden: true } : {}), updatedAt }
    return [...seed, { type: 'replace', identity: categoryKey(record) as string, record: next }]
  }
}

/**
 * Renames a category: the record under the old name goes and one under the new name comes,
 * every other field kept. A category is named by its name (model.ts), so sync hears of the old
 * one's removal rather than bringing it back from another device.
 */
export function renameCategoryPlan(from: string, to: string, type: CategoryType, now: Date) {
  return (records: readonly StoredRecord[]): ListPlan => {
    const { list, seed, record, updatedAt } = changing(from, type, now, records)
    if (!record) return { refused: 'missing' }
    const checked = checkCategoryName(to, namesOf(list), from)
    if (!checked.ok) return { refused: checked.message as ListRefusal }
    return [
      ...seed,
      { type: 'remove', identity: categoryKey(record) as string },
      { type: 'add', record: { ...record, name: checked.name, updatedAt } },
    ]
  }
}

/**
 * The SPEC.md list a rename of one of its categories makes the person's, written before the
 * rename and apart from it (nothing when storage holds the type's list, or refuses the rename):
 * Undo takes back the rename alone, so a category added, hidden or synced meanwhile keeps the
 * rest of the list rather than being all that is left of it.
 */
export function renameSeedPlan(from: string, to: string, type: CategoryType, now: Date) {
  return (records: readonly StoredRecord[]): ListPlan => {
    const renamed = renameCategoryPlan(from, to, type, now)(records)
    return Array.isArray(renamed) ? listOf(records, type, now).seed : renamed
  }
}
