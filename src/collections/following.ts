import type { UnknownAction } from '@reduxjs/toolkit'
import { isLastSeen, readCollection } from '../storage/collectionStore'
import { readRaw } from '../storage/localStore'
import type { AppStartListening, AppState, AppThunk } from '../store/types'
import { commit } from './commit'
import {
  backgroundWriteFailed,
  changeDropped,
  collectionChanged,
  isCollectionChange,
  storageChanged,
} from './events'
import { droppedMessage, failureMessage } from './failureMessages'
import type { Collection } from '../storage/collectionStore'
import { selectRecentEntries } from './journalSlice'
import { lostChanges, RACE_WINDOW_MS, replayOps, RETRY_LIMIT } from './lostWrites'
import { showWaiting } from './shownLater'
import { tombstonesIn } from './tombstones'

/**
 * Following other tabs. The browser tells a tab of another tab's write with a `storage` event
 * (in no other way); watchOtherTabs turns each into one action, storageChanged, and whatever
 * follows another tab (the collections here; the session, sync and set-aside data in their
 * features) is a listener of that action. Following is reading: the only writes here make again
 * this tab's own changes that a racing write dropped (lostWrites.ts), never a copy of what it
 * shows, so a slow or stale tab cannot put back what another tab changed.
 */
export function watchOtherTabs(dispatch: (action: UnknownAction) => unknown): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === localStorage) dispatch(storageChanged({ key: event.key }))
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

/** Well inside the time an entry is checked for, well past any racing write's arrival. */
export const LOOK_AGAIN_MS = RACE_WINDOW_MS / 3

/** A collection this tab keeps: where it is, and how the tab shows what it holds, if it does. */
export interface FollowedCollection {
  collection: Collection
  show?: (raw: string | null) => UnknownAction
}

type Retry = NonNullable<Parameters<typeof commit>[4]>['retry']

/** Makes again this tab's recent changes of `collection` that storage (`raw`) no longer has. */
function makeLostChangesAgain(collection: Collection, raw: string | null): AppThunk {
  return (dispatch, getState) => {
    const now = Date.now()
    const entries = selectRecentEntries(getState()).filter(
      (entry) => entry.key === collection.key && now - entry.at < RACE_WINDOW_MS,
    )
    if (entries.length === 0) return
    const tombstones = () => {
      if (!collection.journal) return []
      const stored = readRaw(collection.journal.key)
      const records = readCollection(collection.journal, stored.ok ? stored.value : null)
      return collection.name === 'users' || collection.name === 'journal'
        ? []
        : tombstonesIn(records, collection.name)
    }
    const held = readCollection(collection, raw)
    for (const entry of entries) {
      if (lostChanges(entry, held, collection.identity, tombstones()).length === 0) continue
      const attempt = (entry.retry?.attempt ?? 0) + 1
      if (attempt > RETRY_LIMIT) {
        dispatch(changeDropped({ message: droppedMessage }))
        continue
      }
      const retry: Retry = { of: entry.retry?.of ?? entry.id, attempt }
      const outcome = commit(
        dispatch,
        collection,
        (records) =>
          replayOps(
            lostChanges(entry, records, collection.identity, tombstones()),
            records,
            collection.identity,
          ),
        collectionChanged,
        { origin: entry.origin, retry },
      )
      if (outcome.ok) continue
      if ('failure' in outcome) {
        dispatch(
          backgroundWriteFailed({
            failure: outcome.failure,
            message: failureMessage(outcome.failure),
          }),
        )
      } else dispatch(changeDropped({ message: droppedMessage }))
    }
  }
}

/**
 * The collections' part of following other tabs: when another tab writes a key this tab keeps,
 * show what storage holds now (not the event's newValue: when two tabs' writes race, the
 * browser can still deliver the one about to be overwritten), then make again what that write
 * dropped. A moment after each of its own writes the tab looks again, in case another tab's
 * racing write came without an event it could act on.
 */
export function startFollowingCollections(
  startListening: AppStartListening,
  followedNow: (state: AppState) => readonly FollowedCollection[],
): void {
  startListening({
    actionCreator: storageChanged,
    effect: ({ payload: { key } }, { dispatch, getState }) => {
      // This tab's own writes reach the store before what came after them.
      showWaiting()
      for (const { collection, show } of followedNow(getState())) {
        if (key !== null && key !== collection.key) continue
        const raw = readRaw(collection.key)
        if (!raw.ok) continue
        if (show) dispatch(show(raw.value))
        dispatch(makeLostChangesAgain(collection, raw.value))
      }
    },
  })

  startListening({
    predicate: isCollectionChange(),
    effect: async (action, { delay, dispatch }) => {
      if (!isCollectionChange()(action)) return
      const { key } = action.payload
      await delay(LOOK_AGAIN_MS)
      const raw = readRaw(key)
      if (raw.ok && !isLastSeen(key, raw.value)) dispatch(storageChanged({ key }))
    },
  })
}
