import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { LoadedTransactions } from '../../storage/transactionsStore'
import type { SessionUser } from './model'

/** signedOut → authenticating → signedIn; a failed attempt goes back to signedOut. */
export type AuthStatus = 'signedOut' | 'authenticating' | 'signedIn'

export interface AuthState {
  status: AuthStatus
  /** Present exactly when status is 'signedIn'. */
  user: SessionUser | null
}

const initialState: AuthState = { status: 'signedOut', user: null }

/** The person and their stored list, so it replaces the previous person's list at once. */
export interface SignedInPayload extends LoadedTransactions {
  user: SessionUser
}

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authenticationStarted(state) {
      if (state.status === 'signedOut') state.status = 'authenticating'
    },
    authenticationFailed(state) {
      if (state.status === 'authenticating') state.status = 'signedOut'
    },
    userSignedIn(_state, action: PayloadAction<SignedInPayload>): AuthState {
      return { status: 'signedIn', user: action.payload.user }
    },
    userLoggedOut(): AuthState {
      return initialState
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
  },
})

export const { authenticationStarted, authenticationFailed, userSignedIn, userLoggedOut } =
  authSlice.actions
export const { selectAuthStatus, selectCurrentUser } = authSlice.selectors
export default authSlice
