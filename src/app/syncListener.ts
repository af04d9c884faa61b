import { isAnyOf } from '@reduxjs/toolkit'
import { selectCurrentUser, userLoggedOut } from '../features/auth/authSlice'
import { noteLocalChange, stopSync } from '../features/sync/syncCoordinator'
import { syncSettingsFound, syncStatusChanged, syncTurnedOff } from '../features/sync/syncSlice'
import { refKey } from '../storage/recordOps'
import { backgroundWriteFailed, isCollectionChange } from '../collections/events'
import { notePendingChanges } from '../features/sync/syncSettings'
import type { AppStartListening } from '../store/types'

const changeNotNoted =
  "A change could not be noted for sync because this browser's storage is full, so your other devices may not follow it. Free some space and make the change again."

/** Sync's wiring: starts and stops it with the session and its settings, and hands it every
 * change made here. */
export function startSyncListening(startListening: AppStartListening): void {
  startListening({
    actionCreator: syncSettingsFound,
    effect: async (action, { dispatch, getState }) => {
      if (!action.payload) return stopSync()
      // Sync's client is its own chunk (the /settings chunk carries it too), so /login and a
      // start with sync off do without it. startSyncing reads the session and the settings
      // when it runs: a sign-out or a turn-off while the chunk arrives wins.
      const client = await import(
        /* webpackChunkName: "sync-client" */ '../features/sync/syncThunks'
      ).catch(() => null)
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

  // In the task of the change itself, so a deletion is noted even if the tab closes next.
  startListening({
    predicate: (action) => isCollectionChange()(action) && action.meta.origin !== 'remote',
    effect: (action, { dispatch, getState }) => {
      if (!isCollectionChange()(action)) return
      const owner = selectCurrentUser(getState())
      if (!owner || !getState().sync.on) return
      const { collection } = action.meta
      const { changes } = action.payload
      const keysOf = (type: 'added' | 'removed') =>
        changes.filter((change) => change.type === type).map((change) => refKey(change.ref))
      const restored = action.meta.origin === 'undo' ? keysOf('added') : []
      const noted = notePendingChanges(
        owner.id,
        collection,
        { deleted: keysOf('removed'), restored },
        new Date().toISOString(),
      )
      if (!noted.ok) {
        dispatch(backgroundWriteFailed({ failure: noted.failure, message: changeNotNoted }))
      }
      noteLocalChange(collection)
    },
  })
}
