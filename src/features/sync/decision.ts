import type { StoredRecord } from '../../storage/recordOps'
import { bestLeaf, type Leaf } from './conflictRule'
import type { LocalCopy, LocalDeletion, RecordGroup, RemoteCopy } from './recordGroups'
import { changedAt, sameContent, yields, type Naming } from './recordVersions'

/**
 * Which version of one record stands, pure: the later change wins, a deletion being a change
 * like any other; at the same moment an edit beats a deletion (as in conflictRule.ts: a lost
 * edit cannot be recovered, a record can be deleted again). Two edits at the same moment are
 * ordered by their content, so every device picks the same one (a rule's `next`, moved on
 * without a new time, goes forward this way).
 *
 * Times only decide between changes made apart. A change made here on top of the replica's
 * version (the one storage last agreed with) is later than it whatever the clocks say: two
 * devices' clocks can be minutes apart, and a deletion or edit of the other device's record
 * must not be undone because that device's clock is ahead. Nor do times decide for an
 * occurrence as a catch-up made it: it gives way to any deletion of it and to any edit, so a
 * device that catches up from an older copy of a rule cannot bring back what was deleted.
 */

/** What a record comes to: a version to keep (`record` as the replica should hold it, without
 * whose it is; `at`, its time there; `from` where it stands: here, in the replica, or the same
 * in both but for ids), or deleted (`at`: the time of a deletion still to write). */
export type Outcome =
  | { kind: 'keep'; from: 'mine' | 'theirs' | 'both'; record: StoredRecord; at: string }
  | { kind: 'delete'; at: string }

export interface DecisionContext {
  naming: Naming
  /** The replica revision storage last agreed with, by key. */
  base?: ReadonlyMap<string, string>
  /** Whether storage can take this version from the replica (see reconcile.ts). */
  canTake: (record: StoredRecord) => boolean
}

/** The record as other devices see it: whose it is depends on the device. */
export function shared(record: StoredRecord): StoredRecord {
  const { userId: _owner, ...rest } = record as Record<string, unknown>
  void _owner
  return rest
}

export const text = (record: StoredRecord) => JSON.stringify(record)

/** Which of two versions changed at the same time wins: the one whose text sorts later. */
function laterByContent(mine: StoredRecord, theirs: StoredRecord): boolean {
  return text(mine) > text(theirs)
}

/** A time later than `theirs`, for a change made on top of the version stamped `theirs`. */
function laterThan(at: string, theirs: string): string {
  const stamped = Date.parse(theirs)
  return at > theirs || Number.isNaN(stamped) ? at : new Date(stamped + 1).toISOString()
}

/** The later of two copies of one record in storage (the one a catch-up keeps too). */
export function laterCopy(a: LocalCopy, b: LocalCopy): boolean {
  const [x, y] = [changedAt(a.record), changedAt(b.record)]
  return x !== y ? x > y : text(a.record) > text(b.record)
}

function latest(notes: readonly LocalDeletion[], restored: boolean): string | undefined {
  const times = notes.filter((note) => (note.restored ?? false) === restored).map((n) => n.at)
  return times.length > 0 ? times.reduce((a, b) => (b > a ? b : a)) : undefined
}

/** The replica's version that stands among a record's copies (moves are no versions). */
function theirsOf(naming: Naming, copies: readonly RemoteCopy[]): RemoteCopy | undefined {
  if (copies.length === 1 && !copies[0].version.movedTo) return copies[0]
  const leaves = copies
    .filter((copy) => !copy.version.movedTo)
    .map((copy): Leaf & { copy: RemoteCopy } => {
      const { rev, deleted, updatedAt, record, removed } = copy.version
      return record
        ? {
            copy,
            rev,
            deleted,
            updatedAt,
            content: text(record),
            yields: yields(naming, record, updatedAt),
          }
        : { copy, rev, deleted, updatedAt, removed }
    })
  return leaves.length > 0 ? bestLeaf(leaves).copy : undefined
}

export function decide(
  group: RecordGroup,
  mine: LocalCopy | undefined,
  { naming, base, canTake }: DecisionContext,
): Outcome | null {
  const theirs = theirsOf(naming, group.copies)
  const deleted = latest(group.notes, false)
  const restored = latest(group.notes, true)
  const live = theirs?.version.deleted === false ? theirs.version.record : null
  const stamp = theirs?.version.updatedAt ?? ''
  const onTop = theirs !== undefined && base?.get(theirs.key) === theirs.version.rev
  const theirsYields = live !== null && yields(naming, live, stamp)
  const keepTheirs = (record: StoredRecord): Outcome | null =>
    canTake(record) ? { kind: 'keep', from: 'theirs', record, at: stamp } : null
  const deletedHere = (at: string): Outcome => ({
    kind: 'delete',
    at: live !== null && onTop ? laterThan(at, stamp) : at,
  })

  if (mine) {
    const recorded = changedAt(mine.record)
    const at = restored !== undefined && restored > recorded ? restored : recorded
    // Put back by an Undo, or changed since it was made: the person's, not the catch-up's.
    const mineYields = restored === undefined && yields(naming, mine.record)
    const keepMine = (): Outcome => ({
      kind: 'keep',
      from: 'mine',
      record: shared(mine.record),
      at: theirs && onTop ? laterThan(at, stamp) : at,
    })
    // Made again by a catch-up after the person deleted it here.
    if (mineYields && deleted !== undefined) return deletedHere(deleted)
    if (!theirs) return keepMine()
    if (!live)
      return !mineYields && (onTop || at >= stamp) ? keepMine() : { kind: 'delete', at: stamp }
    // Versions that differ in their ids alone: where the record lives is placement's to say.
    if (sameContent(mine.record, live))
      return { kind: 'keep', from: 'both', record: live, at: stamp }
    const mineWins =
      mineYields !== theirsYields
        ? theirsYields
        : onTop || at > stamp || (at === stamp && laterByContent(shared(mine.record), live))
    return mineWins ? keepMine() : keepTheirs(live)
  }
  if (deleted !== undefined) {
    if (live && !(theirsYields || onTop || deleted > stamp)) return keepTheirs(live)
    return theirs && !live ? { kind: 'delete', at: stamp } : deletedHere(deleted)
  }
  if (live) return keepTheirs(live)
  return theirs ? { kind: 'delete', at: stamp } : null
}
