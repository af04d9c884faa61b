/**
 * localStorage has no transactions. Two tabs in different renderer processes that read a key,
 * change it and write it back at the same moment both succeed, and the later write drops the
 * earlier one's change. So, for a while after each write, a tab holds its journal entry, and
 * whenever another tab's write arrives it asks, change by change, whether what storage holds now
 * still has it:
 * - a record it added: there under its id with its creation time (whatever was made of it since:
 *   a rule moved on, a record edited), or there as it was made under another id (made again
 *   after another record took its id), or removed since on purpose
 *   (a tombstone of it, noted after the add: see tombstones.ts);
 * - a record it changed: there as written, or in a later edit (a greater `updatedAt`), or in the
 *   same edit moved on (a rule's `next`: anything but the version it replaced, at no earlier
 *   time), or removed since on purpose;
 * - a record it removed: gone, or there in an edit made after the removal (the later change
 *   wins, as between devices), or put back on purpose since (an Undo, here or elsewhere).
 * Whatever is not there was dropped, and is made again on what storage holds then (replayOps):
 * the entry alone says how. Every entry is asked again at every write of another tab until its
 * time is up, the ones that made another entry again too, so any number of tabs racing each
 * other end with every change made; and since making a change again is deciding on what storage
 * holds, it never doubles anything.
 */
import {
  sameRecord,
  type Identity,
  type RecordChange,
  type RecordOp,
  type StoredRecord,
} from '../storage/recordOps'
import type { JournalEntry } from './journal'
import { bornOf, type Tombstone } from './tombstones'

/** Far longer than any racing write takes to reach this tab, even a busy one. */
export const RACE_WINDOW_MS = 3000

/** How many times an entry is made again before the person is told it could not be. */
export const RETRY_LIMIT = 3

/** When a record was last changed by someone: records older versions wrote have only
 * createdAt. */
export function editedAt(record: unknown): string {
  const { updatedAt, createdAt } = (record ?? {}) as { updatedAt?: unknown; createdAt?: unknown }
  return typeof updatedAt === 'string' ? updatedAt : typeof createdAt === 'string' ? createdAt : ''
}

interface Held {
  records: readonly StoredRecord[]
  identity: Identity
  byIdentity: Map<string, number>
  /** The records made at each time, built when first needed. */
  byBirth: Map<string, StoredRecord[]> | null
  /** Removals on purpose, and records put back on purpose (an Undo), by identity and creation
   * time: when each was made (ms). */
  removedAt: Map<string, number>
  restoredAt: Map<string, number>
}

const recordKey = (id: string, born: string) => `${id}\u0000${born}`

function held(
  records: readonly StoredRecord[],
  identity: Identity,
  tombstones: readonly Tombstone[],
): Held {
  const byIdentity = new Map<string, number>()
  records.forEach((record, index) => {
    const name = identity.of(record)
    if (name !== null) byIdentity.set(name, index)
  })
  const removedAt = new Map<string, number>()
  const restoredAt = new Map<string, number>()
  for (const stone of tombstones) {
    const when = stone.restored ? restoredAt : removedAt
    when.set(recordKey(stone.id, stone.born), Date.parse(stone.at))
  }
  return { records, identity, byIdentity, byBirth: null, removedAt, restoredAt }
}

/** The stored record with this identity and creation time, if there is one. */
/**
 * The stored version of `mine`, if storage holds one: a record of its identity and creation
 * time. Two records made in the same millisecond in two tabs share both, but each is as it was
 * made (its `updatedAt` its creation time): one such that differs from `mine` is the other
 * tab's record, not a version of this one.
 */
function find(
  { records, byIdentity, identity }: Held,
  mine: StoredRecord,
): StoredRecord | undefined {
  const index = byIdentity.get(identity.of(mine) as string)
  const record = index === undefined ? undefined : records[index]
  if (!record || bornOf(record) !== bornOf(mine)) return undefined
  const asMade = (one: StoredRecord) => bornOf(one) !== '' && editedAt(one) === bornOf(one)
  return asMade(record) && asMade(mine) && !sameRecord(record, mine) ? undefined : record
}

const withoutId = (record: StoredRecord) => JSON.stringify({ ...record, id: null })

/** Whether `mine` is stored under another id, as it was made: given the next free one when
 * made again after another record took its id. */
function movedElsewhere(state: Held, mine: StoredRecord): boolean {
  const born = bornOf(mine)
  if (born === '') return false
  if (!state.byBirth) {
    state.byBirth = new Map()
    for (const record of state.records) {
      const made = state.byBirth.get(bornOf(record))
      if (made) made.push(record)
      else state.byBirth.set(bornOf(record), [record])
    }
  }
  const text = withoutId(mine)
  return (state.byBirth.get(born) ?? []).some((record) => withoutId(record) === text)
}

function isThere(state: Held, change: RecordChange, since: number): boolean {
  const nameOf = (record: StoredRecord) => state.identity.of(record) as string
  const markedSince = (times: Map<string, number>, record: StoredRecord) =>
    (times.get(recordKey(nameOf(record), bornOf(record))) ?? -Infinity) >= since
  const removedSince = (record: StoredRecord) => markedSince(state.removedAt, record)
  switch (change.type) {
    case 'added': {
      const { record } = change
      return (
        find(state, record) !== undefined || movedElsewhere(state, record) || removedSince(record)
      )
    }
    case 'changed': {
      const { before, after } = change
      const now = find(state, after)
      if (!now) return removedSince(after)
      if (sameRecord(now, after)) return true
      return !sameRecord(now, before) && editedAt(now) >= editedAt(after)
    }
    case 'removed': {
      const { record } = change
      const now = find(state, record)
      return (
        now === undefined ||
        editedAt(now) > editedAt(record) ||
        markedSince(state.restoredAt, record)
      )
    }
  }
}

/** The changes of `entry` that `records` (what storage holds now) does not have. */
export function lostChanges(
  entry: JournalEntry,
  records: readonly StoredRecord[],
  identity: Identity,
  tombstones: readonly Tombstone[],
): RecordChange[] {
  const state = held(records, identity, tombstones)
  return entry.changes.filter((change) => !isThere(state, change, entry.at))
}

/** The fields `after` sets that `before` did not have so. */
function fieldsChanged(before: StoredRecord, after: StoredRecord): StoredRecord {
  return Object.fromEntries(
    Object.entries(after).filter(([name, value]) => !sameRecord(before[name], value)),
  )
}

/**
 * The ops that make the `lost` changes again on `records`: a record added again (unless one of
 * the same natural name is there: an occurrence or a bank row another tab added meanwhile), the
 * fields a change set set again on the record as it is now, a record removed again.
 */
export function replayOps(
  lost: readonly RecordChange[],
  records: readonly StoredRecord[],
  identity: Identity,
): RecordOp[] {
  const state = held(records, identity, [])
  const natural = new Set(records.map((record) => identity.natural?.(record) ?? null))
  const nameOf = (record: StoredRecord) => identity.of(record) as string
  return lost.flatMap((change): RecordOp[] => {
    switch (change.type) {
      case 'added': {
        const name = identity.natural?.(change.record) ?? null
        return name !== null && natural.has(name) ? [] : [{ type: 'add', record: change.record }]
      }
      case 'changed': {
        const { before, after } = change
        if (!find(state, after)) return [{ type: 'add', record: after }]
        return [{ type: 'patch', identity: nameOf(after), fields: fieldsChanged(before, after) }]
      }
      case 'removed': {
        const { record } = change
        const there = find(state, record)
        return there ? [{ type: 'remove', identity: nameOf(record) }] : []
      }
    }
  })
}
