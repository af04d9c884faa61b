import { sameRecord, type RecordOp, type StoredRecord } from '../../storage/recordOps'
import type { CategoryType } from './defaults'
import { categoryFromRecord, categoryKey, defaultRecords, recordsOfType } from './model'
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

export const missingRules = (backup: BackupLists, stored: readonly StoredRecord[]) =>
  missing(backup.rules, stored, ruleTextOf)

const TYPES: readonly CategoryType[] = ['expense', 'income']

/** The types whose list the backup brings while storage holds none: the person keeps SPEC.md's
 * list of them, which the restore then changes into the backup's. */
export function typesToSeed(backup: BackupLists, stored: readonly StoredRecord[]): CategoryType[] {
  return TYPES.filter(
    (type) =>
      recordsOfType(backup.categories ?? [], type).length > 0 &&
      recordsOfType(stored, type).length === 0,
  )
}

/**
 * SPEC.md's lists of `types`, written as the person's before a backup's lists are restored and
 * apart from that restore: its Undo then takes back what the backup changed in them, so a
 * category added or hidden meanwhile keeps the rest of the list (as a rename's, renameSeedPlan).
 */
export function seedRecords(types: readonly CategoryType[], now: Date): StoredRecord[] {
  return types.flatMap((type) => defaultRecords(type, now))
}

/**
 * What restoring a backup's categories writes: a list seeded from SPEC.md's (`seeded`) becomes
 * the backup's, as it is written where the person has none: its names the backup lacks removed,
 * the others as the backup keeps them (hidden or not); a list of the person's own gains what the
 * backup holds and it lacks.
 */
export function restoredCategoryOps(
  backup: BackupLists,
  stored: readonly StoredRecord[],
  seeded: readonly CategoryType[],
): RecordOp[] {
  const isSeeded = (value: unknown) =>
    seeded.includes(categoryFromRecord(value)?.type as CategoryType)
  const seeds = new Map(stored.filter(isSeeded).map((record) => [categoryKey(record), record]))
  const own = stored.filter((record) => !isSeeded(record))
  const brought = missing(backup.categories, own, categoryOf)
  const ops: RecordOp[] = []
  const broughtKeys = new Set(brought.map(categoryKey))
  for (const key of seeds.keys()) {
    if (!broughtKeys.has(key)) ops.push({ type: 'remove', identity: key as string })
  }
  for (const record of brought) {
    const seed = seeds.get(categoryKey(record))
    if (!seed) ops.push({ type: 'add', record })
    else if (!sameRecord(seed, record)) {
      ops.push({ type: 'replace', identity: categoryKey(record) as string, record })
    }
  }
  return ops
}
