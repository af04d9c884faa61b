import { runAtOnce, runInTasks } from '../lib/tasks'
import { loadCollection, readCollection, type ReadRecords } from '../storage/collectionStore'
import type { CollectionName } from '../storage/keys'
import { emptyList, listInOrder, type ItemList } from './itemList'
import { readRaw } from '../storage/localStore'
import type { PersistedPart } from './persist'
import { readingItems, reconcileList, type RecordListSpec } from './recordList'
import type { StoredRecord } from '../storage/recordOps'
import type { Collection } from '../storage/collectionStore'
import { tombstoneCollection } from './tombstones'

export interface CollectionBinding<T> {
  name: CollectionName
  /** Where a person's records are stored and how they are read. */
  storage(ownerId: string): Collection
  /** The person's list as storage holds it now, for a decision that must not rest on the list
   * this tab shows: another tab's write may be stored before its storage event arrives. */
  stored(ownerId: string): ItemList<T>
  /** How the person's records enter the store (see persist.ts): opened at start or sign-in,
   * unreadable data set aside first, and merged into what the store holds. */
  part: PersistedPart<ItemList<T>>
  /**
   * Reads the person's records ahead of the next opening, in tasks short enough not to hold up
   * the page (at start, while the first screen's code downloads), so that the opening itself is
   * short. Writes nothing; what it read is used only if storage still holds the text it read.
   */
  prepare(ownerId: string): Promise<void>
  /** What another tab (or a sync) has just stored under the person's key, as a list. */
  follow(ownerId: string, raw: string | null): ItemList<T>
}

/** Records read per task when reading ahead: 5,000 took 11-25 ms a task in traces of a
 * 25,000-record start on this project's 2-core machines (tracing on), well under a long task's
 * 50 ms. */
const READ_SLICE = 5_000

/** The storage side of a collection slice: one shape for transactions, budgets and rules. */
export function bindCollection<T>({
  name,
  key,
  spec,
  belongsTo = () => true,
  fileUnder,
}: {
  name: CollectionName
  key: (ownerId: string) => string
  spec: RecordListSpec<T>
  /** Records filed under someone else are not shown (older lists could hold them). */
  belongsTo?: (value: unknown, ownerId: string) => boolean
  /** Files a record from another device under this device's person (see Collection). */
  fileUnder?: (record: StoredRecord, ownerId: string) => StoredRecord
}): CollectionBinding<T> {
  type Read = ReadRecords<ItemList<T>>
  const storage = (ownerId: string): Collection => ({
    name,
    journal: tombstoneCollection(ownerId),
    key: key(ownerId),
    identity: spec.identity,
    isReadable: (value) => belongsTo(value, ownerId) && spec.fromRecord(value) !== null,
    fileUnder,
  })

  /** The person's list of the records, pausing between slices of `slice` records. */
  function* listing(records: readonly unknown[], ownerId: string, slice = Infinity) {
    const accept = (value: unknown) => belongsTo(value, ownerId)
    const { shown, allReadable } = yield* readingItems(spec, records, accept, slice)
    yield
    // Sorted in a task of its own.
    return { shown: listInOrder(shown.sort(spec.compare)), allReadable }
  }
  const readList = (records: readonly unknown[], ownerId: string): Read =>
    runAtOnce(listing(records, ownerId))
  /** The list a stored value holds, without setting anything aside. */
  const listOf = (ownerId: string, raw: string | null): ItemList<T> =>
    readList(readCollection(storage(ownerId), raw), ownerId).shown

  // Parsed arrays are never mutated and are reused only while storage holds their text (see
  // collectionStore), so a list read from the very same array, for the same person, holds.
  type Ahead = { records: readonly unknown[]; ownerId: string; read: Read }
  let ahead: Ahead | null = null
  function* readingAhead(ownerId: string): Generator<void, Ahead | null> {
    const collection = storage(ownerId)
    const raw = readRaw(collection.key)
    if (!raw.ok || raw.value === null) return null
    const records = readCollection(collection, raw.value)
    yield
    return { records, ownerId, read: yield* listing(records, ownerId, READ_SLICE) }
  }
  const readOnce = (records: readonly unknown[], ownerId: string): Read => {
    const done = ahead
    ahead = null
    return done?.records === records && done.ownerId === ownerId
      ? done.read
      : readList(records, ownerId)
  }

  return {
    name,
    storage,
    stored: (ownerId) => {
      const raw = readRaw(key(ownerId))
      return listOf(ownerId, raw.ok ? raw.value : null)
    },
    part: {
      key: name,
      open(ownerId) {
        if (ownerId === null) return { state: emptyList<T>() }
        const opened = loadCollection(storage(ownerId), (records) => readOnce(records, ownerId))
        return opened.ok
          ? { state: opened.value.shown, setAside: opened.value.setAside }
          : { state: emptyList<T>(), failure: opened.failure }
      },
      reconcile: (held, stored) => reconcileList(spec, held, stored),
    },
    prepare: async (ownerId) => {
      ahead = await runInTasks(readingAhead(ownerId))
    },
    follow: listOf,
  }
}
