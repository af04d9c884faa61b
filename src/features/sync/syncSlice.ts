import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { userLoggedOut } from '../auth'

/**
 * off → connecting → syncing ⇄ upToDate, with offline while the server cannot be reached,
 * authFailed when it no longer knows the person (wrong password, session ended), the two
 * passphrase states when its data is encrypted with keys this device does not have (nothing is
 * sent or taken until the person gives the passphrase), and error for anything else. Only
 * `off` means sync is not set up.
 */
export type SyncStatus =
  | 'off'
  | 'connecting'
  | 'syncing'
  | 'upToDate'
  | 'offline'
  | 'authFailed'
  | 'wrongPassphrase'
  | 'passphraseNeeded'
  | 'error'

export const statusTexts: Record<SyncStatus, string> = {
  off: 'Sync is off',
  connecting: 'Connecting…',
  syncing: 'Syncing…',
  upToDate: 'Up to date',
  offline: 'Offline',
  authFailed: 'Sync sign-in failed',
  wrongPassphrase: 'Wrong encryption passphrase',
  passphraseNeeded: "This server's data is encrypted: enter its passphrase",
  error: 'Sync error',
}

/** The server and server user a person syncs with (never the password), and whether what is
 * sent there is encrypted end-to-end. */
export interface SyncTarget {
  server: string
  username: string
  encrypted: boolean
}

export interface SyncState {
  status: SyncStatus
  /** Present while sync is on, and after a sign-in failed, to ask again. */
  target: SyncTarget | null
  /** Whether sync is on (settings stored): a failed sign-in of a new setup is not. */
  on: boolean
}

const initialState: SyncState = { status: 'off', target: null, on: false }

const syncSlice = createSlice({
  name: 'sync',
  initialState,
  reducers: {
    /** The signed-in person's stored settings: sync on, or off. */
    syncSettingsFound(_state, action: PayloadAction<SyncTarget | null>): SyncState {
      const target = action.payload
      return target ? { status: 'connecting', target, on: true } : initialState
    },
    syncStatusChanged(state, action: PayloadAction<SyncStatus>) {
      state.status = action.payload
    },
    /** A sign-in to the server (or its passphrase) was refused before sync was on: the form
     * asks again, the status saying why. */
    syncSignInRefused(
      state,
      action: PayloadAction<{
        target: SyncTarget
        status: 'authFailed' | 'wrongPassphrase' | 'passphraseNeeded'
      }>,
    ) {
      state.status = action.payload.status
      state.target = action.payload.target
    },
    syncTurnedOff: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(userLoggedOut, () => initialState)
  },
  selectors: {
    selectSync: (state) => state,
  },
})

export const { syncSettingsFound, syncStatusChanged, syncSignInRefused, syncTurnedOff } =
  syncSlice.actions
export const { selectSync } = syncSlice.selectors
export default syncSlice
