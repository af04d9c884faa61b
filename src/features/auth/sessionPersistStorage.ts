import type { Storage as PersistStorage } from 'redux-persist'
import { readSession } from './session'

/**
 * redux-persist storage for the auth slice, mapped onto `currentUser` (used with
 * `deserialize: false`, so it hands over state, not text). Rehydration reads the session from
 * there. Writes are not left to redux-persist's timer, which lands after the tab may be gone:
 * the sign-in and logout thunks write `currentUser` in the task of the change itself, and
 * following another tab's session must never write at all.
 */
export const sessionPersistStorage: PersistStorage = {
  getItem() {
    const user = readSession()
    return Promise.resolve(user ? { status: 'signedIn', user } : undefined)
  },
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
}
