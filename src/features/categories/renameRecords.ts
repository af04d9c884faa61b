import type { Identity, RecordOp, StoredRecord } from '../../storage/recordOps'
import type { CategoryType } from './defaults'

/** A category of one type, renamed. */
export interface Rename {
  type: CategoryType
  from: string
  to: string
}

type Line = { category?: unknown }

/**
 * The fields that rename a category in a transaction or recurring rule of its type: its own
 * category and its split lines' (`splits: [{category, amount}]`); null when it names the
 * category nowhere. A record of the other type keeps it: "Misc" is in both lists.
 */
export function renamedFields(
  record: StoredRecord,
  { type, from, to }: Rename,
): StoredRecord | null {
  if (record.type !== type) return null
  const splits = Array.isArray(record.splits) ? (record.splits as Line[]) : []
  const inLines = splits.some((line) => line?.category === from)
  if (record.category !== from && !inLines) return null
  return {
    ...(record.category === from ? { category: to } : {}),
    ...(inLines
      ? {
          splits: splits.map((line) =>
            line?.category === from ? { ...line, category: to } : line,
          ),
        }
      : {}),
  }
}

/** The patches renaming the category in every record the app shows (`shown`: the collection's
 * isReadable, which also leaves out records filed under someone else). */
export function renameInRecords(
  records: readonly StoredRecord[],
  identity: Identity,
  shown: (record: StoredRecord) => boolean,
  rename: Rename,
  now: Date,
): RecordOp[] {
  const updatedAt = now.toISOString()
  return records.flatMap((record): RecordOp[] => {
    const key = identity.of(record)
    const fields = key !== null && shown(record) ? renamedFields(record, rename) : null
    return fields
      ? [{ type: 'patch', identity: key as string, fields: { ...fields, updatedAt } }]
      : []
  })
}

/** A budget is named by its expense category: the renamed one's budget goes and comes back
 * under the new name. Left as it is when the new name has a budget already (another device's,
 * made for that name while it was not in the list). */
export function renameInBudgets(
  records: readonly StoredRecord[],
  { type, from, to }: Rename,
  now: Date,
): RecordOp[] {
  const budget = records.find((record) => record.category === from)
  if (type !== 'expense' || !budget || records.some((record) => record.category === to)) return []
  return [
    { type: 'remove', identity: from },
    { type: 'add', record: { ...budget, category: to, updatedAt: now.toISOString() } },
  ]
}

/** A rule names a category without its type: it follows a rename unless the other list still
 * has a category of the old name ("Misc" renamed in one list leaves rules to the other's). */
export function renameInRules(
  records: readonly StoredRecord[],
  identity: Identity,
  rename: Rename,
  otherListHasIt: boolean,
  now: Date,
): RecordOp[] {
  if (otherListHasIt) return []
  const updatedAt = now.toISOString()
  return records.flatMap((record): RecordOp[] => {
    const key = identity.of(record)
    return key !== null && record.category === rename.from
      ? [{ type: 'patch', identity: key, fields: { category: rename.to, updatedAt } }]
      : []
  })
}
