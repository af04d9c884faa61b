import type { Collection } from '../storage/collectionStore'
import { journalKey, type CollectionName } from '../storage/keys'
import type { Identity, RecordChange, RecordOp, StoredRecord } from '../storage/recordOps'
import type { ChangeOrigin } from './journal'

/**
 * The part of the journal that storage keeps (`journal_<userId>`): one tombstone per record
 * removed from a person's collection, written in the task of the removal. Sync reads them to
 * tell a record deleted here from one that has not arrived yet, until the replica holds the
 * deletion, even when the tab closed right after it, or sync was off then; another tab reads
 * them to tell a record removed on purpose from one its racing write dropped. An Undo that puts
 * a record back leaves a tombstone saying so (`restored`), with the Undo's time: the record's own
 * time is older than the deletion it undoes.
 */
export interface Tombstone {
  collection: CollectionName
  /** The removed record's identity, its name across devices when it has one (see Identity),
   * and its creation time ('' when it has none): which record it was. */
  id: string
  natural?: string
  born: string
  /** When it was removed (or put back), as an ISO time. */
  at: string
  restored?: true
}

/** Far more than the removals sync leaves waiting in any ordinary use; the oldest go first. */
export const TOMBSTONE_LIMIT = 2_000

/** One tombstone per record: a later removal (or restoration) replaces the earlier. */
export function tombstoneKey(stone: Pick<Tombstone, 'collection' | 'id' | 'natural'>): string {
  return `${stone.collection}\u0000${stone.natural ?? stone.id}`
}

function isTombstone(value: unknown): value is Tombstone {
  const stone = value as Partial<Tombstone> | null
  return (
    typeof stone?.collection === 'string' &&
    typeof stone.id === 'string' &&
    typeof stone.born === 'string' &&
    typeof stone.at === 'string' &&
    (stone.natural === undefined || typeof stone.natural === 'string')
  )
}

const tombstoneIdentity: Identity = {
  of: (value) => (isTombstone(value) ? tombstoneKey(value) : null),
  movable: false,
}

/** Where a person's tombstones are. */
export function tombstoneCollection(ownerId: string): Collection {
  return {
    name: 'journal',
    key: journalKey(ownerId),
    identity: tombstoneIdentity,
    isReadable: isTombstone,
  }
}

/** A record's creation time, which tells two records of one id apart ('' when it has none). */
export function bornOf(record: unknown): string {
  const createdAt = (record as { createdAt?: unknown } | null)?.createdAt
  return typeof createdAt === 'string' ? createdAt : ''
}

/** How many records hold each natural name once `changes` are made on `before`. */
function namesAfter(
  identity: Identity,
  before: readonly StoredRecord[],
  changes: readonly RecordChange[],
): Map<string, number> {
  const count = new Map<string, number>()
  const tally = (record: StoredRecord, by: number) => {
    const name = identity.natural?.(record) ?? null
    if (name !== null) count.set(name, (count.get(name) ?? 0) + by)
  }
  for (const record of before) tally(record, 1)
  for (const change of changes) {
    if (change.type === 'added') tally(change.record, 1)
    else if (change.type === 'removed') tally(change.record, -1)
    else {
      tally(change.before, -1)
      tally(change.after, 1)
    }
  }
  return count
}

/**
 * The tombstones a write leaves: one per record it removed, and, for an Undo, one per record it
 * put back. A removed record names its natural name only when no record holds that name
 * afterwards: removing one of two copies of an occurrence or bank row (a catch-up or sync
 * keeping one) is not a deletion of the thing itself, which sync would carry to every device.
 */
export function tombstonesOf(
  collection: CollectionName,
  identity: Identity,
  changes: readonly RecordChange[],
  origin: ChangeOrigin,
  at: string,
  before: readonly StoredRecord[],
): Tombstone[] {
  let after: Map<string, number> | null = null
  const held = (name: string) =>
    ((after ??= namesAfter(identity, before, changes)).get(name) ?? 0) > 0
  const stone = (record: StoredRecord, restored: boolean): Tombstone => {
    const name = identity.natural?.(record) ?? null
    const natural = name !== null && (restored || !held(name)) ? name : null
    return {
      collection,
      id: identity.of(record) as string,
      ...(natural === null ? {} : { natural }),
      born: bornOf(record),
      at,
      ...(restored ? { restored: true as const } : {}),
    }
  }
  return changes.flatMap((change) => {
    if (change.type === 'removed') return [stone(change.record, false)]
    if (change.type === 'added' && origin === 'undo') return [stone(change.record, true)]
    return []
  })
}

/** The ops that keep `stones` among `records` (what storage holds), the oldest going past the
 * limit. */
export function keepTombstones(
  records: readonly StoredRecord[],
  stones: readonly Tombstone[],
): RecordOp[] {
  const held = new Set(records.map((record) => tombstoneIdentity.of(record)))
  const ops = stones.map((stone): RecordOp => {
    const key = tombstoneKey(stone)
    const record = stone as unknown as StoredRecord
    return held.has(key) ? { type: 'replace', identity: key, record } : { type: 'add', record }
  })
  const arriving = stones.filter((stone) => !held.has(tombstoneKey(stone))).length
  const over = records.length + arriving - TOMBSTONE_LIMIT
  const replaced = new Set(stones.map(tombstoneKey))
  const oldest = (records as readonly unknown[])
    .filter(isTombstone)
    .filter((stone) => !replaced.has(tombstoneKey(stone)))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
    .slice(0, Math.max(0, over))
  return [
    ...oldest.map((stone): RecordOp => ({ type: 'remove', identity: tombstoneKey(stone) })),
    ...ops,
  ]
}

/** The ops that forget the tombstones sync has settled; one noted again since stays. */
export function forgetTombstones(
  records: readonly StoredRecord[],
  settled: readonly Tombstone[],
): RecordOp[] {
  const done = new Set(settled.map((stone) => `${tombstoneKey(stone)}\u0000${stone.at}`))
  return (records as readonly unknown[])
    .filter(isTombstone)
    .filter((stone) => done.has(`${tombstoneKey(stone)}\u0000${stone.at}`))
    .map((stone): RecordOp => ({ type: 'remove', identity: tombstoneKey(stone) }))
}

/** A person's tombstones of one collection, as stored records hold them. */
export function tombstonesIn(
  records: readonly StoredRecord[],
  collection: CollectionName,
): Tombstone[] {
  return (records as readonly unknown[])
    .filter(isTombstone)
    .filter((stone) => stone.collection === collection)
}
