import { collectionUnreadable, dataSetAside, storageChanged } from '../collections/events'
import { unreadableMessage } from '../collections/failureMessages'
import { openedBy } from '../collections/persist'
import { selectCurrentUser, userSignedIn } from '../features/auth/authSlice'
import { backupsListed } from '../features/recovery/recoverySlice'
import { readSyncSettings, targetOf } from '../features/sync/syncSettings'
import { syncSettingsFound } from '../features/sync/syncSlice'
import { listBackups } from '../storage/backups'
import { collectionKey } from '../storage/keys'
import type { AppStartListening } from '../store/types'
import { persistedCollections } from './collections'
import { persisted } from './persistConfig'

/** The signed-in person's collections' keys, and so where their backups are named from. */
export function personKeys(ownerId: string): string[] {
  return persistedCollections.map(({ name }) => collectionKey(name, ownerId))
}

/**
 * Whenever someone is signed in here (at start, by a form, or following another tab), their
 * collections enter the store by rehydration (collections/persist.ts), in the same task as the
 * sign-in; what opening them met is told, and their set-aside data listed. Their sync settings
 * come first: the rules' arrival runs the recurring catch-up, which with sync on waits for the
 * server's.
 */
export function startSessionListening(startListening: AppStartListening): void {
  startListening({
    actionCreator: userSignedIn,
    effect: ({ payload: user }, { dispatch }) => {
      dispatch(persisted.rehydrateOwner(user.id))
    },
  })

  startListening({
    predicate: (action) => openedBy(action) !== null,
    effect: (action, { dispatch, getState }) => {
      const opened = openedBy(action)
      const user = selectCurrentUser(getState())
      if (!opened || !user) return
      for (const failure of opened.unreadable) {
        dispatch(collectionUnreadable({ failure, message: unreadableMessage }))
      }
      for (const aside of opened.setAside) dispatch(dataSetAside(aside))
      const sync = readSyncSettings(user.id)
      dispatch(syncSettingsFound(targetOf(sync)))
      dispatch(backupsListed(listBackups(personKeys(user.id))))
    },
  })
}

/** Set-aside data another tab found (or discarded) shows here too. */
export function startBackupsFollowing(startListening: AppStartListening): void {
  startListening({
    actionCreator: storageChanged,
    effect: ({ payload: { key } }, { dispatch, getState }) => {
      const user = selectCurrentUser(getState())
      if (!user || (key !== null && !key.includes('.backup'))) return
      dispatch(backupsListed(listBackups(personKeys(user.id))))
    },
  })
}
