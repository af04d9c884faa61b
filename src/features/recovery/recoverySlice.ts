import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { SetAside } from '../../storage/backups'
import { dataSetAside } from '../../collections/events'
import { userLoggedOut } from '../auth'

/** Unreadable data of the signed-in person's collections that was set aside, until they
 * download or discard it. */
export interface RecoveryState {
  backups: SetAside[]
}

const initialState: RecoveryState = { backups: [] }

const recoverySlice = createSlice({
  name: 'recovery',
  initialState,
  reducers: {
    /** The backups storage holds for the signed-in person (at sign-in, after another tab). */
    backupsListed(_state, action: PayloadAction<SetAside[]>) {
      return { backups: action.payload }
    },
    backupDiscarded(state, action: PayloadAction<string>) {
      state.backups = state.backups.filter((backup) => backup.backupKey !== action.payload)
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(dataSetAside, (state, action) => {
        if (!state.backups.some((backup) => backup.backupKey === action.payload.backupKey)) {
          state.backups.push(action.payload)
        }
      })
      .addCase(userLoggedOut, () => initialState)
  },
  selectors: {
    selectBackups: (state) => state.backups,
  },
})

export const { backupsListed, backupDiscarded } = recoverySlice.actions
export const { selectBackups } = recoverySlice.selectors
export default recoverySlice
