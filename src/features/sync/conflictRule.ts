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
//
// Before times: an occurrence as a catch-up made it (`yields`, see recordVersions.ts) loses to
// any edit and any deletion, whatever the clocks say; and a deletion that deleted nothing (a
// losing revision taken out of the way, or a record moved elsewhere: `removed`, or stamped as
// a live leaf of the document, as earlier versions stamped their removals, or bare) loses to
// every live leaf.

export interface Leaf {
  rev: string
  deleted: boolean
  updatedAt?: string
  deviceId?: string
  /** The record as JSON text; none for a deletion. */
  content?: string
  /** A record the app made by itself, as made: it gives way to any edit or deletion. */
  yields?: boolean
  /** A deletion that deleted no record: a losing revision removed, or a record moved. */
  removed?: boolean
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

const stampOf = (leaf: Leaf) => `${leaf.updatedAt ?? ''}\u0000${leaf.deviceId ?? ''}`

/** 0: a deletion that deleted nothing; 1: a record as the app made it; 2: any other change. */
function tiers(leaves: readonly Leaf[]): Map<Leaf, number> {
  const live = new Set(leaves.filter((leaf) => !leaf.deleted).map(stampOf))
  return new Map(
    leaves.map((leaf) => {
      if (!leaf.deleted) return [leaf, leaf.yields ? 1 : 2]
      const nothing = leaf.removed === true || time(leaf) === -Infinity
      return [leaf, nothing || live.has(stampOf(leaf)) ? 0 : 2]
    }),
  )
}

/** The leaf that stands among `leaves` (at least one). */
export function bestLeaf<L extends Leaf>(leaves: readonly L[]): L {
  const tier = tiers(leaves)
  /** Positive when `a` beats `b`. */
  const beats = (a: L, b: L) =>
    compare(tier.get(a) ?? 0, tier.get(b) ?? 0) ||
    compare(time(a), time(b)) ||
    compare(Number(b.deleted), Number(a.deleted)) ||
    compare(a.content ?? '', b.content ?? '') ||
    compare(a.deviceId ?? '', b.deviceId ?? '') ||
    compare(a.rev, b.rev)
  return leaves.reduce((best, leaf) => (beats(leaf, best) > 0 ? leaf : best))
}

/** Resolves all leaf revisions of one document, deleted ones included (`open_revs: 'all'`). */
export function resolveConflict(leaves: readonly Leaf[]): Resolution {
  if (leaves.length === 0) throw new Error('a document has at least one leaf revision')
  const winner = bestLeaf(leaves)
  return {
    winner: winner.rev,
    remove: leaves.filter((leaf) => leaf !== winner && !leaf.deleted).map((leaf) => leaf.rev),
  }
}
