import { createAction } from '@reduxjs/toolkit'
import type { SetAside } from '../storage/backups'
import type { StorageFailure } from '../storage/localStore'
import type { JournalName } from '../storage/keys'
import type { JournalEntry } from './journal'

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

/** Another tab (or another tab's sync) changed `key` in storage; null: it cleared all of
 * storage. Also what this tab says when it looks again a moment after its own write and finds
 * storage changed (following.ts). The one way other tabs' changes enter the store. */
export const storageChanged = createAction<{ key: string | null }>('storage/changedElsewhere')

export interface CollectionChangeAction {
  type: string
  payload: JournalEntry
  meta: { journaled: true }
}

/**
 * An event saying that a journal entry's changes are now stored (commit.ts makes them). Every
 * collection slice applies those of its collection, whatever the event's name, and the journal,
 * Undo and sync read the entry from here.
 */
export function collectionChange<T extends string>(type: T) {
  return createAction(type, (entry: JournalEntry) => ({
    payload: entry,
    meta: { journaled: true as const },
  }))
}

/** Changes no one names better: an Undo, another device's, one made again. */
export const collectionChanged = collectionChange('collections/changed')

export function isCollectionChange(collection?: JournalName) {
  return (action: unknown): action is CollectionChangeAction => {
    const { meta, payload } = (action ?? {}) as Partial<CollectionChangeAction>
    return (
      meta?.journaled === true &&
      payload !== undefined &&
      (collection === undefined || payload.collection === collection)
    )
  }
}
