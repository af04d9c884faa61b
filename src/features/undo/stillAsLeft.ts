import { bornOf } from '../../collections/tombstones'
import { splitPairs } from '../../storage/partners'
import {
  applyOps,
  indexByIdentity,
  inverseOps,
  sameRecord,
  type Identity,
  type RecordChange,
  type StoredRecord,
} from '../../storage/recordOps'

/** The record a change left (for a removal, the one it took away). */
const leftBy = (change: RecordChange) => (change.type === 'changed' ? change.after : change.record)

/**
 * The changes of a write that `records` (what storage holds now) still holds as the write left
 * them: an added or changed record exactly so, a removed one still gone. Only these are taken
 * back, so an Undo never removes, overwrites or doubles a record someone changed since. A record
 * the write changed more than once (a list first written whole, then one of its records
 * renamed away) is judged by the last of its changes, and all of them are taken back or none;
 * so are a transfer's two halves.
 * Each change is one look into one index of `records`: an import undone can be thousands of
 * changes in a list of 25,000.
 */
export function changesStillAsLeft(
  changes: readonly RecordChange[],
  records: readonly StoredRecord[],
  identity: Identity,
): RecordChange[] {
  const byIdentity = indexByIdentity(records, identity)
  const last = new Map<string, RecordChange>()
  for (const change of changes) last.set(identity.of(leftBy(change)) as string, change)
  const stillAsLeft = (change: RecordChange) => {
    const left = leftBy(change)
    const index = byIdentity.get(identity.of(left) as string)
    // A removed record brought back elsewhere (another tab's Undo, sync), maybe edited since:
    // putting it back too would double it. Another record that took its id meanwhile does not
    // stop it coming back: it comes back under the next free id.
    if (change.type === 'removed') {
      return index === undefined || bornOf(records[index]) !== bornOf(change.record)
    }
    return index !== undefined && sameRecord(records[index], left)
  }
  const kept = new Set([...last.values()].filter(stillAsLeft))
  const still = changes.filter((change) =>
    kept.has(last.get(identity.of(leftBy(change)) as string)!),
  )
  return keepPairsWhole(still, records, identity)
}

/**
 * `still` without the changes whose taking back would leave one of a pair (a transfer's
 * halves) without the other: an Undo takes back both halves or neither.
 */
function keepPairsWhole(
  still: RecordChange[],
  records: readonly StoredRecord[],
  identity: Identity,
): RecordChange[] {
  if (!still.some((change) => identity.partner?.(leftBy(change)))) return still
  let kept = still
  for (;;) {
    const undone = applyOps(records, inverseOps(kept, identity), identity)
    if (!undone.ok) return kept
    const names = kept.map((change) => identity.of(leftBy(change)) as string)
    const split = splitPairs(records, undone.records, identity, names)
    if (split.size === 0) return kept
    kept = kept.filter((change) => !split.has(identity.of(leftBy(change)) as string))
  }
}
