import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit'
import type { IsoDate } from '../../../lib/dates'
import { userLoggedOut } from '../../auth'
import {
  syncSettingsFound,
  syncSignInRefused,
  syncStatusChanged,
  syncTurnedOff,
  type SyncStatus,
} from '../../sync'
import type { MissedOccurrences } from './plan'

/**
 * The catch-up, which adds each occurrence that has come due: idle → running → idle, or →
 * failed (told to the person) until the next run, or → asking when one rule would add more than
 * ASK_ABOVE occurrences at once (a date typed with the wrong year, a clock years ahead): nothing
 * is added until the person answers, and each run meanwhile looks again at what storage holds
 * (another tab or device may have answered). It runs at start, after sign-in, when the tab
 * becomes visible, at local midnight and when another device's rules or occurrences arrive
 * (catchUpListening.ts); `lastRunOn` is the local date it last completed for.
 *
 * With sync on it is awaitingSync from each start of sync, and from each round of sync the
 * page's clock asks for (a page seen again or a midnight timer, maybe hours late, while sync
 * still says "Up to date" from before), until sync has brought what the server holds, or says
 * it cannot (offline, sign-in failed, error), and then runs. The rules here may be older than
 * the server's: another device may have added an occurrence, moved the rule on and deleted that
 * occurrence since, and adding it again from the old rule (under a new id) would bring it back
 * on every device. A wait that lasts too long ends all the same (catchUpWaitTimedOut): sync
 * that hangs must not stop recurring transactions. An open question is dropped while sync runs
 * and asked again, from the rules sync brought, when it ends.
 */
export type CatchUpState =
  | { status: 'idle'; lastRunOn: IsoDate | null }
  | { status: 'awaitingSync'; lastRunOn: IsoDate | null }
  | { status: 'running'; lastRunOn: IsoDate | null }
  | { status: 'asking'; lastRunOn: IsoDate | null; question: MissedOccurrences }
  | { status: 'failed'; lastRunOn: IsoDate | null; message: string }

/** Sync statuses while what the server holds may still be on its way. */
const ARRIVING: readonly SyncStatus[] = ['connecting', 'syncing']

function idle(state: CatchUpState): CatchUpState {
  return { status: 'idle', lastRunOn: state.lastRunOn }
}

function awaiting(state: CatchUpState): CatchUpState {
  return { status: 'awaitingSync', lastRunOn: state.lastRunOn }
}

function released(state: CatchUpState): CatchUpState {
  return state.status === 'awaitingSync' ? idle(state) : state
}

const catchUpSlice = createSlice({
  name: 'catchUp',
  initialState: { status: 'idle', lastRunOn: null } as CatchUpState,
  reducers: {
    catchUpStarted: (state): CatchUpState => ({ status: 'running', lastRunOn: state.lastRunOn }),
    catchUpAsked: (state, action: PayloadAction<MissedOccurrences>): CatchUpState => ({
      status: 'asking',
      lastRunOn: state.lastRunOn,
      question: action.payload,
    }),
    catchUpFinished: (_state, action: PayloadAction<IsoDate>): CatchUpState => ({
      status: 'idle',
      lastRunOn: action.payload,
    }),
    catchUpFailed: (state, action: PayloadAction<string>): CatchUpState => ({
      status: 'failed',
      lastRunOn: state.lastRunOn,
      message: action.payload,
    }),
    /** The clock's catch-up, held until a fresh round of sync (asked for in catchUpListening). */
    catchUpAwaitingSync: awaiting,
    catchUpWaitTimedOut: released,
  },
  extraReducers: (builder) => {
    builder
      .addCase(syncSettingsFound, (state, action): CatchUpState =>
        action.payload ? awaiting(state) : released(state),
      )
      .addCase(syncStatusChanged, (state, action) =>
        ARRIVING.includes(action.payload) ? state : released(state),
      )
      // The question was the person's who signed out.
      .addCase(userLoggedOut, (state) =>
        state.status === 'asking' ? idle(state) : released(state),
      )
      .addMatcher(isAnyOf(syncSignInRefused, syncTurnedOff), released)
  },
})

export const {
  catchUpStarted,
  catchUpAsked,
  catchUpFinished,
  catchUpFailed,
  catchUpAwaitingSync,
  catchUpWaitTimedOut,
} = catchUpSlice.actions
export { catchUpSlice }

/** The question the catch-up waits on, if it asks one. */
export const selectMissedOccurrences = (state: {
  catchUp: CatchUpState
}): MissedOccurrences | null => (state.catchUp.status === 'asking' ? state.catchUp.question : null)
