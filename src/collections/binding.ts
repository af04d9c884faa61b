import type { UnknownAction } from '@reduxjs/toolkit'
import { runAtOnce, runInTasks } from '../lib/tasks'
import { loadCollection, readCollection, type ReadRecords } from '../storage/collectionStore'
import type { CollectionName } from '../storage/keys'
import { emptyList, listInOrder, type ItemList } from './itemList'
import { readRaw } from '../storage/localStore'
import { readingItems, type RecordListSpec } from './recordList'
import type { StoredRecord } from '../storage/recordOps'
import { unreadableMessage } from './failureMessages'
import { collectionUnreadable, dataSetAside } from './events'
import type { Collection } from '../storage/collectionStore'
import { tombstoneCollection } from './tombstones'

type Dispatch = (action: UnknownAction) => unknown

export interface CollectionBinding<T> {
  name: CollectionName
  /** Where a person's records are stored and how they are read. */
  storage(ownerId: string): Collection
  /** The person's list as storage holds it now, for a decision that must not rest on the list
   * this tab shows: another tab's write may be stored before its storage event arrives. */
  stored(ownerId: string): ItemList<T>
  /** Opens the person's records at sign-in or start; unreadable data is set aside first. */
  load(ownerId: string): (dispatch: Dispatch) => void
  /**
   * Reads the person's records ahead of the next `load`, in tasks short enough not to hold up
   * the page (at start, while the first screen's code downloads), so that the load itself is
   * short. Writes nothing; what it read is used only if storage still holds the text it read.
   */
  prepare(ownerId: string): Promise<void>
  /** Shows what another tab (or a sync) has just stored under the person's key. */
  follow(ownerId: string, raw: string | null): (dispatch: Dispatch) => void
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
  loaded,
  belongsTo = () => true,
  fileUnder,
}: {
  name: CollectionName
  key: (ownerId: string) => string
  spec: RecordListSpec<T>
  loaded: (list: ItemList<T>) => UnknownAction
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
    load: (ownerId) => (dispatch) => {
      const opened = loadCollection(storage(ownerId), (records) => readOnce(records, ownerId))
      if (!opened.ok) {
        dispatch(collectionUnreadable({ failure: opened.failure, message: unreadableMessage }))
      } else if (opened.value.setAside) dispatch(dataSetAside(opened.value.setAside))
      dispatch(loaded(opened.ok ? opened.value.shown : emptyList<T>()))
    },
    prepare: async (ownerId) => {
      ahead = await runInTasks(readingAhead(ownerId))
    },
    follow: (ownerId, raw) => (dispatch) => {
      dispatch(loaded(listOf(ownerId, raw)))
    },
  }
}
