import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { SessionUser } from './userRecords'

/** signedOut → authenticating → signedIn; a failed attempt goes back to signedOut. */
export type AuthStatus = 'signedOut' | 'authenticating' | 'signedIn'

export interface AuthState {
  status: AuthStatus
  /** Present exactly when status is 'signedIn'. */
  user: SessionUser | null
}

const initialState: AuthState = { status: 'signedOut', user: null }

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
    /** Someone is signed in here: by this tab's form, or followed from another tab. Their
     * records are loaded by the session listener (app/sessionListener.ts). */
    userSignedIn(_state, action: PayloadAction<SessionUser>): AuthState {
      return { status: 'signedIn', user: action.payload }
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
