import {
  indexByIdentity,
  sameRecord,
  type IdentityOf,
  type RecordChange,
  type StoredRecord,
} from '../../storage/recordOps'

/**
 * The changes of a write that `records` (what storage holds now) still holds as the write left
 * them. Only these are taken back, so an Undo never removes or overwrites a record someone
 * changed since. Each change is one look into one index of `records`: an import undone can be
 * thousands of changes in a list of 25,000.
 */
export function changesStillAsLeft(
  changes: readonly RecordChange[],
  records: readonly StoredRecord[],
  identityOf: IdentityOf,
): RecordChange[] {
  const byIdentity = indexByIdentity(records, identityOf)
  return changes.filter((change) => {
    if (change.type === 'removed') return true
    const index = byIdentity.get(change.ref.identity)?.[change.ref.copy]
    const left = change.type === 'added' ? change.record : change.after
    return index !== undefined && sameRecord(records[index], left)
  })
}
