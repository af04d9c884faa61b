import type { UnknownAction } from '@reduxjs/toolkit'
import { loadCollection, readCollection, type Collection } from './collectionStore'
import { readItems, type RecordListSpec } from './recordList'
import type { StoredRecord } from './recordOps'
import { dataSetAside } from './storageEvents'

type Dispatch = (action: UnknownAction) => unknown

export interface CollectionBinding {
  /** Where a person's records are stored and how they are read. */
  storage(ownerId: string): Collection
  /** Opens the person's records at sign-in or start; unreadable data is set aside first. */
  load(ownerId: string): (dispatch: Dispatch) => void
  /** Shows what another tab (or a sync) has just stored under the person's key. */
  follow(ownerId: string, raw: string | null): (dispatch: Dispatch) => void
}

/** The storage side of a collection slice: one shape for transactions, budgets and rules. */
export function bindCollection<T extends { copy: number }>({
  key,
  spec,
  loaded,
  belongsTo = () => true,
  fileUnder,
}: {
  key: (ownerId: string) => string
  spec: RecordListSpec<T>
  loaded: (items: T[]) => UnknownAction
  /** Records filed under someone else are not shown (older lists could hold them). */
  belongsTo?: (value: unknown, ownerId: string) => boolean
  /** Files a record from another device under this device's person (see Collection). */
  fileUnder?: (record: StoredRecord, ownerId: string) => StoredRecord
}): CollectionBinding {
  const storage = (ownerId: string): Collection => ({
    key: key(ownerId),
    identityOf: spec.identityOf,
    isReadable: (value) => belongsTo(value, ownerId) && spec.fromRecord(value, 0) !== null,
    fileUnder,
  })
  const read = (records: readonly unknown[], ownerId: string) =>
    readItems(spec, records, (value) => belongsTo(value, ownerId))
  return {
    storage,
    load: (ownerId) => (dispatch) => {
      const opened = loadCollection(storage(ownerId), (records) => read(records, ownerId))
      if (opened.ok && opened.value.setAside) dispatch(dataSetAside(opened.value.setAside))
      dispatch(loaded(opened.ok ? opened.value.shown : []))
    },
    follow: (ownerId, raw) => (dispatch) => {
      dispatch(loaded(read(readCollection(storage(ownerId), raw), ownerId).shown))
    },
  }
}
