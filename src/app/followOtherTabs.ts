import { selectCurrentUser, userLoggedOut, userSignedIn } from '../features/auth/authSlice'
import { keepRacedRegistration } from '../features/auth/authThunks'
import { backupsListed } from '../features/recovery/recoverySlice'
import { listBackups } from '../storage/backups'
import { followSyncSettings } from '../features/sync/syncThunks'
import { collectionKey, CURRENT_USER_KEY, syncSettingsKey, USERS_KEY } from '../storage/keys'
import { readRaw } from '../storage/localStore'
import { redoLostChanges } from '../storage/commit'
import { collectionChanged } from '../storage/storageEvents'
import { readSession } from '../storage/session'
import { persistedCollections } from './collections'
import { personKeys } from './sessionListener'
import type { AppStore } from './store'

/**
 * Keeps this tab showing what storage holds when another tab changes it (the `storage` event
 * fires only in the other tabs). Following is reading: the one write here makes again this tab's
 * own changes of the last moments that a racing write dropped (storage/lostWrites.ts), never a
 * copy of what it shows, so a slow or stale tab cannot put back what another tab changed.
 */
export function followOtherTabs(store: AppStore): () => void {
  function followSession() {
    const stored = readSession()
    const current = selectCurrentUser(store.getState())
    if (!stored) {
      if (store.getState().auth.status === 'signedIn') store.dispatch(userLoggedOut())
    } else if (stored.id !== current?.id || stored.name !== current.name) {
      store.dispatch(userSignedIn(stored))
    }
  }

  function follow(event: StorageEvent) {
    if (event.storageArea !== localStorage) return
    // A null key: another tab cleared all of storage.
    if (event.key === USERS_KEY) store.dispatch(keepRacedRegistration())
    if (event.key === null || event.key === CURRENT_USER_KEY) followSession()
    const user = selectCurrentUser(store.getState())
    if (!user) return
    for (const collection of persistedCollections) {
      const key = collectionKey(collection.name, user.id)
      if (event.key !== key && event.key !== null) continue
      // What this tab's storage holds now, not the event's newValue: when two tabs' writes race,
      // the browser can still deliver the one that is about to be overwritten.
      const raw = readRaw(key)
      if (raw.ok) store.dispatch(collection.follow(user.id, raw.value))
      redoLostChanges(store.dispatch, collection.storage(user.id), (changes) =>
        collectionChanged(collection.name, changes, 'local'),
      )
    }
    if (event.key === null || event.key === syncSettingsKey(user.id))
      store.dispatch(followSyncSettings())
    if (event.key === null || event.key.includes('.backup')) {
      store.dispatch(backupsListed(listBackups(personKeys(user.id))))
    }
  }

  window.addEventListener('storage', follow)
  return () => window.removeEventListener('storage', follow)
}
