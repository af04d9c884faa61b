import { selectCurrentUser, userLoggedOut } from '../features/auth/authSlice'
import { keepRacedRegistration, switchTo } from '../features/auth/authThunks'
import { backupsListed } from '../features/recovery/recoverySlice'
import { listBackups } from '../storage/backups'
import { followSyncSettings } from '../features/sync/followSyncSettings'
import { collectionKey, CURRENT_USER_KEY, syncSettingsKey, USERS_KEY } from '../storage/keys'
import { readRaw } from '../storage/localStore'
import { isLastSeen } from '../storage/collectionStore'
import { retryLostWrites } from '../collections/commit'
import { RACE_WINDOW_MS, watchWrites } from '../collections/lostWrites'
import { readSession } from '../features/auth/session'
import { persistedCollections } from './collections'
import { personKeys } from './sessionListener'
import type { AppStore } from './store'

/** Well inside the time a write is remembered for, well past any racing write's arrival. */
const LOOK_AGAIN_MS = RACE_WINDOW_MS / 3

/**
 * Keeps this tab showing what storage holds when another tab changes it (the `storage` event
 * fires only in the other tabs). Following is reading. The only writes here make again this
 * tab's own writes (or registration) of the last moments that a racing write dropped
 * (storage/lostWrites.ts), never a copy of what it shows, so a slow or stale tab cannot put back
 * what another tab changed.
 */
export function followOtherTabs(store: AppStore): () => void {
  function followSession() {
    const stored = readSession()
    const current = selectCurrentUser(store.getState())
    if (!stored) {
      if (store.getState().auth.status === 'signedIn') store.dispatch(userLoggedOut())
    } else if (stored.id !== current?.id || stored.name !== current.name) {
      store.dispatch(switchTo(stored))
    }
  }

  /** Follows a change to `key` made elsewhere; a null key: another tab cleared all of storage. */
  function follow(key: string | null) {
    if (key === USERS_KEY) store.dispatch(keepRacedRegistration())
    if (key === null || key === CURRENT_USER_KEY) followSession()
    const user = selectCurrentUser(store.getState())
    if (!user) return
    for (const collection of persistedCollections) {
      const storedKey = collectionKey(collection.name, user.id)
      if (key !== storedKey && key !== null) continue
      // What this tab's storage holds now, not the event's newValue: when two tabs' writes race,
      // the browser can still deliver the one that is about to be overwritten.
      const raw = readRaw(storedKey)
      if (!raw.ok) continue
      store.dispatch(collection.follow(user.id, raw.value))
      retryLostWrites(store.dispatch, collection.storage(user.id), raw.value)
    }
    if (key === null || key === syncSettingsKey(user.id)) store.dispatch(followSyncSettings())
    if (key === null || key.includes('.backup')) {
      store.dispatch(backupsListed(listBackups(personKeys(user.id))))
    }
  }

  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === localStorage) follow(event.key)
  }

  // A moment after this tab writes a key, it looks again, in case another tab's racing write
  // came without an event this tab could act on (see storage/lostWrites.ts).
  const looks = new Map<string, ReturnType<typeof setTimeout>>()
  const lookAgain = (key: string) => {
    looks.delete(key)
    const raw = readRaw(key)
    if (raw.ok && !isLastSeen(key, raw.value)) follow(key)
  }
  const stopWatching = watchWrites((key) => {
    if (looks.has(key)) return
    looks.set(
      key,
      setTimeout(() => lookAgain(key), LOOK_AGAIN_MS),
    )
  })

  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener('storage', onStorage)
    stopWatching()
    looks.forEach((timer) => clearTimeout(timer))
  }
}
