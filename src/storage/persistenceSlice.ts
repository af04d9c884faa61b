import { createSlice } from '@reduxjs/toolkit'
import { isTransactionChange } from '../features/transactions/transactionsSlice'
import type { StorageFailure } from './localStore'
import { persistFailed, persistSucceeded } from './persistenceEvents'

/** idle → saving (a change awaits its write) → idle, or → failed until the next change. */
export type PersistenceStatus = 'idle' | 'saving' | 'failed'

export interface PersistenceState {
  status: PersistenceStatus
  failure: StorageFailure | null
}

const initialState: PersistenceState = { status: 'idle', failure: null }

const persistenceSlice = createSlice({
  name: 'persistence',
  initialState,
  reducers: {
    failureDismissed: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(persistSucceeded, (state) => {
        // A write with nothing to do (after a reload or a revert) must not hide a failure.
        if (state.status === 'saving') state.status = 'idle'
      })
      .addCase(persistFailed, (_state, action) => ({
        status: 'failed',
        failure: action.payload.failure,
      }))
      .addMatcher(isTransactionChange, () => ({ status: 'saving', failure: null }))
  },
  selectors: {
    selectPersistence: (state) => state,
  },
})

export const { failureDismissed } = persistenceSlice.actions
export const { selectPersistence } = persistenceSlice.selectors
export default persistenceSlice
