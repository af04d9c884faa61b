/**
 * localStorage has no transactions. Two tabs in different renderer processes that read a key,
 * change it and write it back at the same moment both succeed, and the later write drops the
 * earlier one's change (the browser then gives every tab the later value). So each tab remembers
 * its writes of the last few seconds, and when another tab's write arrives it looks at what
 * storage holds now:
 * - a write all of whose changes are there (or later edits of its records, by `updatedAt`, or
 *   for an edit no record at all: a stale list would still hold it, so it was deleted) lost
 *   nothing;
 * - a write the other tab had seen is not made again, whatever of it is missing: that tab chose
 *   so. It had seen the write when storage holds one of its records exactly as written; when
 *   storage, or the list a later write of this tab started from, is exactly what the write
 *   started from (it was taken back); or when a later write of this tab that it had seen was
 *   made on top of it;
 * - nor is one whose missing part this tab itself took back since (a record it added and then
 *   deleted, a delete it undid);
 * - any other write was made without the other tab seeing it, and is lost: its caller's plan is
 *   run again on what storage holds now, as a transaction is retried. Plans decide on the
 *   records they are given (an occurrence or an imported row already there is not added twice,
 *   a new id moves past one now taken), so a retry never doubles anything.
 * Each write is checked once: a retry is not remembered, so two tabs can never keep redoing
 * each other's writes.
 */
import {
  indexByIdentity,
  sameRecord,
  type IdentityOf,
  type RecordChange,
  type StoredRecord,
} from '../storage/recordOps'

/** Far longer than any racing write takes to reach this tab, even a busy one. */
export const RACE_WINDOW_MS = 3000

export interface Written<Retry> {
  /** What storage held when this tab wrote: never mutated, so kept by reference. */
  before: readonly StoredRecord[]
  changes: readonly RecordChange[]
  /** How to make the write again. */
  retry: Retry
}

const recent = new Map<string, (Written<unknown> & { at: number })[]>()

const watchers = new Set<(key: string) => void>()

/**
 * Calls `watcher` with the key of each write this tab makes. A storage event is the only news
 * of another tab's write, and one that overlaps this tab's own can come before this tab's
 * storage has settled, so the app also looks again a moment after its own writes.
 */
export function watchWrites(watcher: (key: string) => void): () => void {
  watchers.add(watcher)
  return () => watchers.delete(watcher)
}

/** Tells the watchers that this tab has just written `key`. */
export function announceWrite(key: string): void {
  for (const watcher of watchers) watcher(key)
}

/** Remembers a write this tab has just made under `key`. */
export function noteWritten<Retry>(key: string, write: Written<Retry>, now: number): void {
  if (write.changes.length === 0) return
  const kept = (recent.get(key) ?? []).filter((entry) => now - entry.at < RACE_WINDOW_MS)
  recent.set(key, [...kept, { ...write, at: now }])
  announceWrite(key)
}

/** Forgets what this tab wrote (between tests). */
export function forgetWritten(): void {
  recent.clear()
}

const updatedAt = (record: unknown) => {
  const value = (record as { updatedAt?: unknown } | null)?.updatedAt
  return typeof value === 'string' ? value : ''
}

/** How a list stands to a change this tab made: holding it exactly as written (proof that its
 * writer saw it), holding it or a later edit of its record, or not. A removal is never proof:
 * a record can be missing for other reasons. */
type Standing = 'exact' | 'there' | 'missing'

function standing(
  change: RecordChange,
  list: readonly StoredRecord[],
  byIdentity: Map<string, number[]>,
  addedByLost: ReadonlySet<string>,
): Standing {
  const indexes = byIdentity.get(change.ref.identity) ?? []
  const versionOf = (mine: StoredRecord, index: number | undefined): Standing => {
    if (index === undefined) return 'missing'
    if (sameRecord(list[index], mine)) return 'exact'
    return updatedAt(list[index]) > updatedAt(mine) ? 'there' : 'missing'
  }
  switch (change.type) {
    case 'added': {
      const found = indexes.map((index) => versionOf(change.record, index))
      return found.includes('exact') ? 'exact' : found.includes('there') ? 'there' : 'missing'
    }
    case 'changed': {
      const index = indexes[change.ref.copy]
      // Still the version it replaced: whatever its time, the change is not there (an Undo of
      // an edit writes back an older version).
      if (index !== undefined && sameRecord(list[index], change.before)) return 'missing'
      // Gone altogether: a stale list of the other tab would still hold a record that existed
      // when it read, so that tab deleted it, unless a lost write of this tab had added it.
      if (indexes.length === 0 && !addedByLost.has(change.ref.identity)) return 'there'
      return versionOf(change.after, index)
    }
    case 'removed':
      return indexes.some((index) => sameRecord(list[index], change.record)) ? 'missing' : 'there'
  }
}

/** A list with its records indexed by identity, to look changes up in. */
interface Indexed {
  list: readonly StoredRecord[]
  byIdentity: Map<string, number[]>
}

const indexed = (list: readonly StoredRecord[], identityOf: IdentityOf): Indexed => ({
  list,
  byIdentity: indexByIdentity(list, identityOf),
})

/** How the list stands to each of the write's changes. */
function standings(
  { list, byIdentity }: Indexed,
  write: Written<unknown>,
  addedByLost: ReadonlySet<string> = new Set(),
) {
  return write.changes.map((change) => standing(change, list, byIdentity, addedByLost))
}

const holdsAll = (found: readonly Standing[]) => found.every((one) => one !== 'missing')

/** Whether `later` takes `change` back: deletes what it added or changed, or puts back what it
 * removed. */
const takesBack = (later: RecordChange, change: RecordChange) =>
  later.ref.identity === change.ref.identity &&
  (change.type === 'removed' ? later.type === 'added' : later.type === 'removed')

/** Record by record: lists written one from another share the objects of unchanged records,
 * so this rarely serializes more than the records that differ. */
const sameList = (a: readonly StoredRecord[], b: readonly StoredRecord[]) =>
  a === b || (a.length === b.length && a.every((record, i) => sameRecord(record, b[i])))

/**
 * This tab's writes of the last moments under `key` that `records` (what storage holds after
 * another tab's write) lost, oldest first, to be retried. Every write checked is forgotten.
 */
export function lostWrites<Retry>(
  key: string,
  records: readonly StoredRecord[],
  identityOf: IdentityOf,
  now: number,
): Retry[] {
  const written = (recent.get(key) ?? []).filter((entry) => now - entry.at < RACE_WINDOW_MS)
  recent.delete(key)
  if (written.length === 0) return []
  const stored = indexed(records, identityOf)
  const proven = written.map((write) => standings(stored, write).includes('exact'))
  const isLost = (write: Written<unknown>, i: number, found: readonly Standing[]) => {
    if (holdsAll(found) || proven[i] || sameList(records, write.before)) return false
    const later = written.slice(i + 1)
    const seenBefore = later.some(
      (next, k) =>
        sameList(next.before, write.before) ||
        (proven[i + 1 + k] && holdsAll(standings(indexed(next.before, identityOf), write))),
    )
    const tookBack = write.changes.every(
      (change, c) =>
        found[c] !== 'missing' ||
        later.some((next) => next.changes.some((undone) => takesBack(undone, change))),
    )
    return !seenBefore && !tookBack
  }
  // Oldest first: whether an edited record is gone on purpose depends on whether an earlier
  // write of this tab that added it was lost.
  const lost: Retry[] = []
  const addedByLost = new Set<string>()
  written.forEach((write, i) => {
    if (!isLost(write, i, standings(stored, write, addedByLost))) return
    lost.push(write.retry as Retry)
    for (const change of write.changes) {
      if (change.type === 'added') addedByLost.add(change.ref.identity)
    }
  })
  return lost
}
