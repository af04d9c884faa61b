import { isAnyOf } from '@reduxjs/toolkit'
import { isCollectionChange, storageChanged } from '../../collections/events'
import { collectionKey, syncSettingsKey, type CollectionName } from '../../storage/keys'
import type { AppStartListening } from '../../store/types'
import { selectCurrentUser, userLoggedOut } from '../auth'
import { COLLECTIONS } from './syncedCollections'
import { followSyncSettings } from './followSyncSettings'
import { noteLocalChange, stopSync } from './syncCoordinator'
import { syncSettingsFound, syncStatusChanged, syncTurnedOff } from './syncSlice'

/** Sync's wiring: starts and stops it with the session and its settings, follows another tab
 * turning it on or off, and hands it every change made here or in another tab. */
export function startSyncListening(startListening: AppStartListening): void {
  startListening({
    actionCreator: syncSettingsFound,
    effect: async (action, { dispatch, getState }) => {
      if (!action.payload) return stopSync()
      // Sync's client is its own chunk (the /settings chunk carries it too), so /login and a
      // start with sync off do without it. startSyncing reads the session and the settings
      // when it runs: a sign-out or a turn-off while the chunk arrives wins.
      const client = await import(/* webpackChunkName: "sync-client" */ './syncThunks').catch(
        () => null,
      )
      if (client) dispatch(client.startSyncing())
      // Only before the service worker holds the app can the chunk be out of reach; the next
      // visit tries again.
      else if (getState().sync.status === 'connecting') dispatch(syncStatusChanged('offline'))
    },
  })

  startListening({
    matcher: isAnyOf(syncTurnedOff, userLoggedOut),
    effect: () => stopSync(),
  })

  // A change made here reaches the replica at once (the tombstones of its removals are stored
  // with it: see collections/tombstones.ts).
  startListening({
    predicate: (action) =>
      isCollectionChange()(action) &&
      action.payload.origin !== 'remote' &&
      (COLLECTIONS as readonly string[]).includes(action.payload.collection),
    effect: (action) => {
      if (isCollectionChange()(action)) noteLocalChange(action.payload.collection as CollectionName)
    },
  })

  startListening({
    actionCreator: storageChanged,
    effect: ({ payload: { key } }, { dispatch, getState }) => {
      const owner = selectCurrentUser(getState())
      if (!owner) return
      if (key === null || key === syncSettingsKey(owner.id)) dispatch(followSyncSettings())
      // Another tab's change reaches the replica through the tab that runs sync.
      for (const name of COLLECTIONS) {
        if (key === null || key === collectionKey(name, owner.id)) noteLocalChange(name)
      }
    },
  })
}
