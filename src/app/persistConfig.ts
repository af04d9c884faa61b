import type { PersistConfig } from 'redux-persist'
import type { AuthState } from '../features/auth/authSlice'
import { sessionPersistStorage } from '../features/auth/sessionPersistStorage'

export const AUTH_PERSIST_KEY = 'auth'

/** The auth slice rehydrates from `currentUser` (see storage/sessionPersistStorage.ts).
 * `deserialize: false` is honoured by redux-persist 6 at run time but missing from its types. */
export const authPersistConfig: PersistConfig<AuthState> & { deserialize: false } = {
  key: AUTH_PERSIST_KEY,
  storage: sessionPersistStorage,
  serialize: false,
  deserialize: false,
  whitelist: ['status', 'user'],
  // Reads are synchronous, so redux-persist's 5 s rehydration timer only keeps processes alive.
  timeout: 0,
}
