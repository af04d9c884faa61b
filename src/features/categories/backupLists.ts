import type { StoredRecord } from '../../storage/recordOps'
import { categoryFromRecord, categoryKey } from './model'
import { categoryRuleFromRecord } from './ruleModel'

/** What a JSON backup holds beside the transactions: the person's own category lists (none
 * while they keep SPEC.md's) and their rules, as stored. Older backups hold neither. */
export interface BackupLists {
  categories?: readonly unknown[]
  rules?: readonly unknown[]
}

/** The records a backup's lists add to what storage holds. */
export interface ListRecords {
  categories: readonly StoredRecord[]
  rules: readonly StoredRecord[]
}

/** The readable records of `backup` whose key (`keyOf`) neither storage nor an earlier one of
 * them holds. */
function missing(
  backup: readonly unknown[] | undefined,
  stored: readonly StoredRecord[],
  keyOf: (value: unknown) => string | null,
): StoredRecord[] {
  const held = new Set(stored.map(keyOf))
  return (backup ?? []).filter((value): value is StoredRecord => {
    const key = keyOf(value)
    if (key === null || held.has(key)) return false
    held.add(key)
    return true
  })
}

const categoryOf = (value: unknown) => (categoryFromRecord(value) ? categoryKey(value) : null)
/** A rule restored beside one that looks for the same text would be its twin. */
const ruleTextOf = (value: unknown) => categoryRuleFromRecord(value)?.contains.toLowerCase() ?? null

export const missingCategories = (backup: BackupLists, stored: readonly StoredRecord[]) =>
  missing(backup.categories, stored, categoryOf)

export const missingRules = (backup: BackupLists, stored: readonly StoredRecord[]) =>
  missing(backup.rules, stored, ruleTextOf)
