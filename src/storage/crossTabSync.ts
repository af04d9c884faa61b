import type { Persistor } from 'redux-persist'
import type { AppStore } from '../app/store'
import { userLoggedOut, userSignedIn } from '../features/auth/authSlice'
import { parseSessionUser } from '../features/auth/model'
import { transactionsReloaded } from '../features/transactions/transactionsSlice'
import { CURRENT_USER_KEY, transactionsKey } from './keys'
import { loadTransactions } from './transactionsStore'

function parseJson(text: string | null): unknown {
  if (text === null) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/**
 * Keeps this tab in step with the others. redux-persist never listens to `storage` events, so
 * this does: a change of the signed-in person's list is reloaded, and a sign-out or a different
 * sign-in elsewhere is followed here. This tab's pending write is flushed first, so a change it
 * has not yet written is merged into storage rather than dropped by the reload.
 */
export function startCrossTabSync(store: AppStore, persistor: Persistor): () => void {
  async function follow(event: StorageEvent) {
    if (event.storageArea !== localStorage) return
    const { ownerId } = store.getState().transactions
    // A null key means another tab cleared all of storage.
    const sessionChanged = event.key === null || event.key === CURRENT_USER_KEY
    if (!sessionChanged && (ownerId === null || event.key !== transactionsKey(ownerId))) return

    await persistor.flush()
    if (!sessionChanged && ownerId !== null) {
      const loaded = loadTransactions(ownerId)
      if (loaded.ok) store.dispatch(transactionsReloaded({ ownerId, ...loaded.value }))
      return
    }
    const user = parseSessionUser(parseJson(localStorage.getItem(CURRENT_USER_KEY)))
    if (!user) {
      if (store.getState().auth.status === 'signedIn') store.dispatch(userLoggedOut())
      return
    }
    if (user.id === store.getState().auth.user?.id) return
    const loaded = loadTransactions(user.id)
    if (loaded.ok) store.dispatch(userSignedIn({ user, ...loaded.value }))
  }

  const listener = (event: StorageEvent) => void follow(event)
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}
