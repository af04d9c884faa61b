import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit'
import {
  backgroundWriteFailed,
  changeDropped,
  collectionUnreadable,
} from '../../collections/events'
import { userLoggedOut } from '../../features/auth'

/** A storage step nobody waited for that failed (a background write that did not land, records
 * that could not be read as they opened, a change another tab's write undid), as the person is
 * told about it. */
export interface WriteFailure {
  id: number
  message: string
}

/** ok → failed (a background write did not land, records could not be read, a change was
 * undone by another tab) → ok once every notice is dismissed. Writes a screen waits for report
 * to that screen instead. */
export type PersistenceState =
  { status: 'ok'; failures: [] } | { status: 'failed'; failures: WriteFailure[] }

const initialState = { status: 'ok', failures: [] } as PersistenceState

const persistenceSlice = createSlice({
  name: 'persistence',
  initialState,
  reducers: {
    writeFailureDismissed(state, action: PayloadAction<number>): PersistenceState {
      const failures = state.failures.filter((failure) => failure.id !== action.payload)
      return failures.length === 0 ? initialState : { status: 'failed', failures }
    },
  },
  extraReducers: (builder) => {
    // What the person who leaves was told concerns their records: the next person, or a visitor
    // on /login, must not read it as their own.
    builder.addCase(userLoggedOut, () => initialState)
    builder.addMatcher(
      isAnyOf(backgroundWriteFailed, collectionUnreadable, changeDropped),
      (state, action): PersistenceState => {
        // The same message twice (a catch-up retried each minute) is one notice.
        if (state.failures.some((failure) => failure.message === action.payload.message))
          return state
        const id = state.failures.reduce((max, failure) => Math.max(max, failure.id), 0) + 1
        return {
          status: 'failed',
          failures: [...state.failures, { id, message: action.payload.message }],
        }
      },
    )
  },
  selectors: {
    selectWriteFailures: (state) => state.failures,
  },
})

export const { writeFailureDismissed } = persistenceSlice.actions
export const { selectWriteFailures } = persistenceSlice.selectors
export default persistenceSlice
