/**
 * localStorage has no transactions. Two tabs in different renderer processes that read a key,
 * change it and write it back at the same moment both succeed, and the later write drops the
 * earlier one's change (the browser then gives every tab the later value). So each tab remembers
 * its writes of the last few seconds, and when another tab's write arrives it looks at what
 * storage holds now:
 * - a write with any of its changes there (or a later edit of its record, by `updatedAt`) is
 *   confirmed: the other tab had seen it, and so will every later write of that tab;
 * - a write of which nothing is there, while storage holds exactly what it started from, was
 *   taken back on purpose (another tab deleted the record just added);
 * - so was a write of this tab that the next confirmed write was made on top of (its list still
 *   held this write's changes): the other tab had seen it too, and what is missing of it this
 *   tab itself took back since (an Undo, a delete of what it had just added) or the other tab
 *   did. A next write made on the other tab's value, which had landed here before its event,
 *   vouches for nothing before it;
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
} from './recordOps'

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

/** Whether `stored` is `mine` or a version of it that someone changed since. */
const isVersionOf = (stored: StoredRecord, mine: StoredRecord) =>
  sameRecord(stored, mine) || updatedAt(stored) > updatedAt(mine)

/** Whether storage holds a change as this tab wrote it, or a later edit of its record. */
function isThere(
  change: RecordChange,
  records: readonly StoredRecord[],
  byIdentity: Map<string, number[]>,
): boolean {
  const indexes = byIdentity.get(change.ref.identity) ?? []
  switch (change.type) {
    case 'added':
      return indexes.some((index) => isVersionOf(records[index], change.record))
    case 'changed': {
      const index = indexes[change.ref.copy]
      return index !== undefined && isVersionOf(records[index], change.after)
    }
    case 'removed':
      return !indexes.some((index) => sameRecord(records[index], change.record))
  }
}

/** Whether `list` holds any of the write's changes as it made them (or later edits). */
function holdsAny(list: readonly StoredRecord[], write: Written<unknown>, identityOf: IdentityOf) {
  const byIdentity = indexByIdentity(list, identityOf)
  return write.changes.some((change) => isThere(change, list, byIdentity))
}

const sameList = (a: readonly StoredRecord[], b: readonly StoredRecord[]) =>
  a === b || (a.length === b.length && JSON.stringify(a) === JSON.stringify(b))

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
  const seen: boolean[] = []
  for (let i = written.length - 1; i >= 0; i -= 1) {
    const write = written[i]
    const next = written[i + 1]
    seen[i] =
      holdsAny(records, write, identityOf) ||
      sameList(records, write.before) ||
      (next !== undefined && seen[i + 1] && holdsAny(next.before, write, identityOf))
  }
  return written.filter((_write, i) => !seen[i]).map((write) => write.retry as Retry)
}
