import {
  indexByIdentity,
  sameRecord,
  type IdentityOf,
  type RecordChange,
  type StoredRecord,
} from '../../storage/recordOps'

/**
 * The changes of a write that `records` (what storage holds now) still holds as the write left
 * them: an added or changed record exactly so, a removed one still gone. Only these are taken
 * back, so an Undo never removes, overwrites or doubles a record someone changed since. Each
 * change is one look into one index of `records`: an import undone can be thousands of changes
 * in a list of 25,000.
 */
export function changesStillAsLeft(
  changes: readonly RecordChange[],
  records: readonly StoredRecord[],
  identityOf: IdentityOf,
): RecordChange[] {
  const byIdentity = indexByIdentity(records, identityOf)
  return changes.filter((change) => {
    // More copies of a removed record's identity than the removal left means something brought
    // it back (another tab's restore, sync), maybe edited: putting it back too would double the
    // id. Counting, not looking for an equal record, also catches an edited return, and still
    // restores one of two records that older data holds under one id.
    const copies = byIdentity.get(change.ref.identity) ?? []
    if (change.type === 'removed') return copies.length <= change.copiesLeft
    const index = copies[change.ref.copy]
    const left = change.type === 'added' ? change.record : change.after
    return index !== undefined && sameRecord(records[index], left)
  })
}
