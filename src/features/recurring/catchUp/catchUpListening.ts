import type { UnknownAction } from '@reduxjs/toolkit'
import { isCollectionChange } from '../../../collections/events'
import { isRehydrated } from '../../../collections/persist'
import { todayIso } from '../../../lib/dates'
import type { AppDispatch, AppStartListening, AppState } from '../../../store/types'
import { dayBegan } from '../../calendar'
import { selectCurrentUser } from '../../auth'
import { syncNowEverywhere } from '../../sync'
import type * as CatchUpRuns from './catchUpRuns'
import { catchUpAwaitingSync, catchUpWaitTimedOut } from './catchUpSlice'
import { clockTicked } from './clock'

/** How long the catch-up awaits sync at most: well past the 20 s a sign-in check may take, and
 * a replication request that hangs must not stop recurring transactions. */
export const SYNC_WAIT_LIMIT_MS = 60_000

type Reason = (action: UnknownAction, state: AppState, previous: AppState) => boolean

const awaitingSync = (state: AppState) => state.catchUp.status === 'awaitingSync'

/** Only someone signed in has rules, and a page that shows dates: signed out, no reason counts
 * (nor fetches the runs' code, which the sign-in page goes without). */
const signedIn = (state: AppState) => selectCurrentUser(state) !== null

// Each reason for a catch-up to run.

/** The person's rules were (re)loaded: at start, after sign-in, after another tab's change
 * (which may also answer the question this tab asks). */
const rulesWereLoaded: Reason = (action) => isRehydrated('recurring')(action)

/** Sync brought what the server holds, or said it cannot: every run meanwhile was held. */
const syncReleasedItsWait: Reason = (_action, state, previous) =>
  awaitingSync(previous) && !awaitingSync(state)

/** Another device's rules or transactions arrived, which may also bring an occurrence both
 * devices added while apart. */
const anotherDevicesChangeArrived: Reason = (action) =>
  isCollectionChange()(action) &&
  action.payload.origin === 'remote' &&
  (action.payload.collection === 'recurring' || action.payload.collection === 'transactions')

/** Undo brought a stopped rule back: its next occurrence may have come due meanwhile (stopped
 * just before midnight, undone just after). */
const undoBroughtBackARule: Reason = (action) =>
  isCollectionChange('recurring')(action) && action.payload.origin === 'undo'

/** After a run storage refused, the person changed their transactions here: a delete may have
 * freed the space it needed. */
const personChangedTransactionsAfterAFailure: Reason = (action, state) =>
  isCollectionChange('transactions')(action) &&
  action.payload.origin !== 'remote' &&
  state.catchUp.status === 'failed'

/** The page was seen again, or local midnight came (clock.ts). */
const pageSeenOrMidnight: Reason = (action) => clockTicked.match(action)

const runsToday: readonly Reason[] = [
  rulesWereLoaded,
  syncReleasedItsWait,
  anotherDevicesChangeArrived,
  undoBroughtBackARule,
  personChangedTransactionsAfterAFailure,
]

type Runs = Pick<typeof CatchUpRuns, 'catchUpToday' | 'catchUpAfterSync'>

/**
 * Where the runs' code comes from: only someone signed in has rules, so it is fetched with the
 * signed-in pages (app/ says from where). Once it is in (before the first render for someone
 * signed in at start, while the password is checked for someone signing in), a run starts in
 * the task of its reason, as any listener's would; before, as soon as it arrives.
 */
export interface CatchUpRunsSource {
  current(): Runs | null
  load(): Promise<Runs>
  /** Calls `arrived` when the code arrives, whoever fetched it; returns the unsubscribe. */
  subscribe(arrived: () => void): () => void
}

type RunName = keyof Runs

/** Starts a run at once if its code is in; else holds it until the code arrives, by its own
 * fetch or by anyone's later one (offline, the next screen's). Reasons held meanwhile come to
 * one run of each kind. */
function runsFrom(source: CatchUpRunsSource) {
  const held = new Map<RunName, AppDispatch>()
  let unsubscribe: (() => void) | null = null
  const runHeld = () => {
    const runs = source.current()
    if (!runs) return
    unsubscribe?.()
    unsubscribe = null
    const waiting = [...held]
    held.clear()
    for (const [name, dispatch] of waiting) dispatch(runs[name]())
  }
  return (name: RunName, dispatch: AppDispatch) => {
    const runs = source.current()
    if (runs) {
      dispatch(runs[name]())
      return
    }
    held.set(name, dispatch)
    unsubscribe ??= source.subscribe(runHeld)
    source.load().catch(() => undefined)
  }
}

/** The catch-up's listeners: each reason above runs it; with sync on, the clock's run first
 * asks for a fresh round of sync and awaits it, a minute at most. */
export function startCatchUpListening(
  startListening: AppStartListening,
  source: CatchUpRunsSource,
): void {
  // The round of sync the clock's catch-up awaits, asked for as "Sync now" does (the syncNow
  // thunk's module is sync's client chunk, fetched only when sync starts).
  startListening({ actionCreator: catchUpAwaitingSync, effect: () => syncNowEverywhere() })
  const withRuns = runsFrom(source)

  // The page's date moves on whoever is signed in and whether the runs' code is in or not.
  startListening({
    actionCreator: clockTicked,
    effect: (_action, { dispatch }) => {
      dispatch(dayBegan(todayIso()))
    },
  })

  startListening({
    predicate: (_action, state, previous) => awaitingSync(state) && !awaitingSync(previous),
    effect: async (_action, { condition, dispatch }) => {
      const ended = await condition((_next, state) => !awaitingSync(state), SYNC_WAIT_LIMIT_MS)
      if (!ended) dispatch(catchUpWaitTimedOut())
    },
  })

  startListening({
    predicate: (action, state, previous) =>
      signedIn(state) && runsToday.some((reason) => reason(action, state, previous)),
    effect: (_action, { dispatch }) => {
      dispatch(dayBegan(todayIso()))
      withRuns('catchUpToday', dispatch)
    },
  })

  startListening({
    predicate: (action, state, previous) =>
      signedIn(state) && pageSeenOrMidnight(action, state, previous),
    effect: (_action, { dispatch }) => {
      withRuns('catchUpAfterSync', dispatch)
    },
  })
}
