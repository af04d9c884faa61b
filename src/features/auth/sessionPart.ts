import type { PersistedPart } from '../../collections/persist'
import type { AuthState } from './authSlice'
import { openSession } from './session'

/** Who `currentUser` says is signed in, as the store rehydrates it (see collections/persist.ts).
 * The sign-in and logout thunks write `currentUser` themselves, in the task of the change; at
 * start, a value naming nobody is removed (openSession). */
export const sessionPart: PersistedPart<AuthState> & { ownerOf(state: unknown): string | null } = {
  key: 'auth',
  open() {
    const user = openSession()
    return { state: user ? { status: 'signedIn', user } : { status: 'signedOut', user: null } }
  },
  reconcile: (_held, stored) => stored,
  ownerOf: (state) => (state as AuthState).user?.id ?? null,
}
