// Which revision of a conflicted document wins, decided the same way on every device so that
// all of them converge, instead of CouchDB's arbitrary (if deterministic) pick.
//
// The later change wins: the greater `updatedAt`. A leaf without a readable `updatedAt` (written
// before sync stamped one, or a bare deletion left by removing a losing revision) counts as
// older than any stamped one. On equal times, an edit beats a deletion: the record stays, and a
// person who meant to delete it can delete it again, while a lost edit could not be recovered.
// Two edits at the same time: the one whose record's text sorts later, as reconcile.ts orders
// them, so a rule's `next` that two devices moved on without a new time goes forward, never
// back (back, an occurrence deleted since would be added again). Then the greater `deviceId`
// (compared as strings), and last the greater revision id, so the order is total and every
// device picks the same leaf.

export interface Leaf {
  rev: string
  deleted: boolean
  updatedAt?: string
  deviceId?: string
  /** The record as JSON text; none for a deletion. */
  content?: string
}

export interface Resolution {
  /** The revision that stands. */
  winner: string
  /**
   * The losing revisions still alive, to delete (each by writing `{ _deleted: true }` on it).
   * Losing deletions need nothing: a deleted leaf is already out of the way, and CouchDB shows a
   * live leaf before any deleted one.
   */
  remove: string[]
}

function time(leaf: Leaf): number {
  const parsed = leaf.updatedAt ? Date.parse(leaf.updatedAt) : NaN
  return Number.isNaN(parsed) ? -Infinity : parsed
}

function compare<T extends number | string>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Positive when `a` beats `b`. */
function compareLeaves(a: Leaf, b: Leaf): number {
  return (
    compare(time(a), time(b)) ||
    compare(Number(b.deleted), Number(a.deleted)) ||
    compare(a.content ?? '', b.content ?? '') ||
    compare(a.deviceId ?? '', b.deviceId ?? '') ||
    compare(a.rev, b.rev)
  )
}

/** Resolves all leaf revisions of one document, deleted ones included (`open_revs: 'all'`). */
export function resolveConflict(leaves: readonly Leaf[]): Resolution {
  if (leaves.length === 0) throw new Error('a document has at least one leaf revision')
  const winner = leaves.reduce((best, leaf) => (compareLeaves(leaf, best) > 0 ? leaf : best))
  return {
    winner: winner.rev,
    remove: leaves.filter((leaf) => leaf !== winner && !leaf.deleted).map((leaf) => leaf.rev),
  }
}
