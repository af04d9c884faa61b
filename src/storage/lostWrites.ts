/**
 * localStorage has no transactions. Two tabs in different renderer processes that read a key,
 * change it and write it back at the same moment both succeed, and the later write drops the
 * earlier one's change (the browser then gives every tab the later value). So each tab remembers
 * what it wrote in the last few seconds, and when another tab's write arrives it checks that
 * storage still holds each of those changes; one that is gone was lost in such a race (nobody
 * could have seen it and undone it that fast) and is made again.
 */
import {
  applyOps,
  indexByIdentity,
  type IdentityOf,
  type RecordChange,
  type RecordOp,
  type StoredRecord,
} from './recordOps'

/** Long enough for any racing write to reach this tab; too short for a person in another tab to
 * see a change and undo it. */
export const RACE_WINDOW_MS = 3000

interface Written {
  at: number
  change: RecordChange
}

const recent = new Map<string, Written[]>()

function stillRecent(key: string, now: number): Written[] {
  const kept = (recent.get(key) ?? []).filter((written) => now - written.at < RACE_WINDOW_MS)
  if (kept.length > 0) recent.set(key, kept)
  else recent.delete(key)
  return kept
}

/** Remembers the changes this tab has just written under `key`. */
export function noteWritten(key: string, changes: readonly RecordChange[], now: number): void {
  if (changes.length === 0) return
  recent.set(key, [...stillRecent(key, now), ...changes.map((change) => ({ at: now, change }))])
}

/** Forgets what this tab wrote (between tests, and so a repair is not made twice). */
export function forgetWritten(key?: string): void {
  if (key === undefined) recent.clear()
  else recent.delete(key)
}

const sameRecord = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

const updatedAt = (record: unknown) => {
  const value = (record as { updatedAt?: unknown } | null)?.updatedAt
  return typeof value === 'string' ? value : ''
}

/**
 * The op that makes `change` again if `records` (what storage holds now) lost it, or null.
 * - An addition is lost when no record has its identity. If one has it with other content, a
 *   racing tab made a record with the same new id: ours moves to the next free id, unless the
 *   record there is a later version of ours. An addition that did not mint its id (a budget's
 *   category) yields to the record there, so two tabs never take turns overwriting each other.
 * - A change is lost when storage still holds exactly the version it replaced; another version
 *   there is someone's later edit and stays.
 * - A removal is lost when storage still holds exactly the record it removed.
 */
export function redoIfLost(
  change: RecordChange,
  records: readonly StoredRecord[],
  byIdentity: Map<string, number[]>,
): RecordOp | null {
  const { identity } = change.ref
  const indexes = byIdentity.get(identity) ?? []
  switch (change.type) {
    case 'added': {
      if (indexes.length === 0) {
        return change.minted
          ? { type: 'add', record: change.record, newIdFrom: Number(identity) }
          : { type: 'insert', record: change.record, index: change.index }
      }
      if (!change.minted) return null
      const mine = updatedAt(change.record)
      const kept = indexes.some(
        (index) => sameRecord(records[index], change.record) || updatedAt(records[index]) > mine,
      )
      return kept ? null : { type: 'add', record: change.record, newIdFrom: Number(identity) }
    }
    case 'changed': {
      const index = indexes[change.ref.copy]
      if (index === undefined || !sameRecord(records[index], change.before)) return null
      return { type: 'replace', ref: change.ref, record: change.after }
    }
    case 'removed': {
      const copy = indexes.findIndex((index) => sameRecord(records[index], change.record))
      return copy < 0 ? null : { type: 'remove', ref: { identity, copy } }
    }
  }
}

export interface Redo {
  ops: RecordOp[]
  /** Forgets the lost changes once the redo is written: its own write is remembered instead. */
  written(): void
}

/**
 * The ops that make again what this tab wrote under `key` lately and `records` lost, in the order
 * it was written, each decided on the records as the ones before it left them.
 */
export function redoLostWrites(
  key: string,
  records: readonly StoredRecord[],
  identityOf: IdentityOf,
  now: number,
): Redo {
  const written = stillRecent(key, now)
  const ops: RecordOp[] = []
  if (written.length === 0) return { ops, written: () => {} }
  const lost = new Set<Written>()
  let current = records
  let byIdentity = indexByIdentity(current, identityOf)
  for (const entry of written) {
    const op = redoIfLost(entry.change, current, byIdentity)
    if (op === null) continue
    const applied = applyOps(current, [op], identityOf)
    if (!applied.ok) continue
    ops.push(op)
    lost.add(entry)
    current = applied.records
    byIdentity = indexByIdentity(current, identityOf)
  }
  return {
    ops,
    written: () => {
      const kept = (recent.get(key) ?? []).filter((entry) => !lost.has(entry))
      if (kept.length > 0) recent.set(key, kept)
      else recent.delete(key)
    },
  }
}
