import { createAction } from '@reduxjs/toolkit'
import type { SetAside } from '../storage/backups'
import type { CollectionName } from '../storage/keys'
import type { StorageFailure } from '../storage/localStore'
import type { RecordChange } from '../storage/recordOps'

/** A write nobody waits for (a catch-up, another device's change) failed. `message` tells the
 * person what was not saved and what to do. */
export const backgroundWriteFailed = createAction<{ failure: StorageFailure; message: string }>(
  'storage/backgroundWriteFailed',
)

/** A collection could not be read as it opened, so it shows empty; nothing is written over it,
 * since every write reads the key again first. */
export const collectionUnreadable = createAction<{ failure: StorageFailure; message: string }>(
  'storage/collectionUnreadable',
)

/** This tab's change that a racing write from another tab dropped could not be made again on
 * what storage holds now (lostWrites.ts): the plan refused, or its record is gone. */
export const changeDropped = createAction<{ message: string }>('storage/changeDropped')

/** Unreadable data was found and kept aside (see backups.ts). */
export const dataSetAside = createAction<SetAside>('storage/dataSetAside')

/** Who made a change that storage now holds: this tab's person, another device (sync), or an
 * Undo. Sync sends only local ones and Undo offers only local ones. */
export type ChangeOrigin = 'local' | 'remote' | 'undo'

export interface CollectionChangeMeta {
  collection: CollectionName
  origin: ChangeOrigin
}

export interface CollectionChangeAction {
  type: string
  payload: { changes: RecordChange[] }
  meta: CollectionChangeMeta
}

/**
 * An event saying that these changes of a collection are now stored. Every collection slice
 * applies them to its state, whatever the event's name, and sync and Undo read them from here.
 */
export function collectionChange<T extends string>(type: T, collection: CollectionName) {
  return createAction(type, (changes: RecordChange[], origin: ChangeOrigin = 'local') => ({
    payload: { changes },
    meta: { collection, origin } satisfies CollectionChangeMeta,
  }))
}

/** Changes made by Undo or another device, for any collection. */
export const collectionChanged = createAction(
  'storage/collectionChanged',
  (collection: CollectionName, changes: RecordChange[], origin: ChangeOrigin) => ({
    payload: { changes },
    meta: { collection, origin } satisfies CollectionChangeMeta,
  }),
)

export function isCollectionChange(collection?: CollectionName) {
  return (action: unknown): action is CollectionChangeAction => {
    const meta = (action as { meta?: Partial<CollectionChangeMeta> } | null)?.meta
    return (
      typeof meta?.collection === 'string' &&
      typeof meta.origin === 'string' &&
      (collection === undefined || meta.collection === collection)
    )
  }
}
