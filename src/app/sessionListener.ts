import { isAnyOf, type Action } from '@reduxjs/toolkit'
import { REHYDRATE } from 'redux-persist'
import { selectCurrentUser, userSignedIn } from '../features/auth/authSlice'
import { backupsListed } from '../features/recovery/recoverySlice'
import { syncSettingsFound } from '../features/sync/syncSlice'
import { storageChanged } from '../collections/events'
import { listBackups } from '../storage/backups'
import { readSyncSettings } from '../features/sync/syncSettings'
import { collectionKey } from '../storage/keys'
import { persistedCollections } from './collections'
import type { AppStartListening } from '../store/types'
import { AUTH_PERSIST_KEY } from './persistConfig'

function isAuthRehydrated(action: Action): boolean {
  return action.type === REHYDRATE && (action as { key?: string }).key === AUTH_PERSIST_KEY
}

/** The signed-in person's collections' keys, and so where their backups are named from. */
export function personKeys(ownerId: string): string[] {
  return persistedCollections.map(({ name }) => collectionKey(name, ownerId))
}

/**
 * Whenever someone is signed in here (at start, by a form, or following another tab), their
 * collections are opened from storage and their set-aside data listed. The one place that
 * loads a person's records, in the same task as the sign-in. Their sync settings come first:
 * loading the rules runs the recurring catch-up, which with sync on waits for the server's.
 */
export function startSessionListening(startListening: AppStartListening): void {
  startListening({
    predicate: (action) => isAnyOf(userSignedIn)(action) || isAuthRehydrated(action),
    effect: (_action, { dispatch, getState }) => {
      const user = selectCurrentUser(getState())
      if (!user) return
      const sync = readSyncSettings(user.id)
      dispatch(syncSettingsFound(sync && { server: sync.server, username: sync.username }))
      for (const collection of persistedCollections) dispatch(collection.load(user.id))
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
