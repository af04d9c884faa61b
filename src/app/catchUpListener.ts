import { catchUpAwaitingSync, catchUpWaitTimedOut } from '../features/recurring/recurringSlice'
import { syncNowEverywhere } from '../features/sync/syncCoordinator'
import { isCollectionChange } from '../collections/events'
import { isRehydrated } from '../collections/persist'
import { catchUpToday } from './catchUpClock'
import type { AppStartListening } from '../store/types'
import type { RootState } from './store'

/** How long the catch-up awaits sync at most: well past the 20 s a sign-in check may take, and
 * a replication request that hangs must not stop recurring transactions. */
export const SYNC_WAIT_LIMIT_MS = 60_000

const awaitingSync = (state: RootState) => state.catchUp.status === 'awaitingSync'

/**
 * The catch-up runs whenever a person's rules are (re)loaded: at start, after sign-in and after
 * another tab's change; when another device's rules or transactions arrive, which may also
 * bring an occurrence both devices added while apart; and, after one that storage refused, when
 * the person changes their transactions here (a delete may have freed the space it needed); and
 * when Undo brings a stopped rule back, as its next occurrence may have come due meanwhile
 * (stopped just before midnight, undone just after); and when it no longer waits for sync to
 * bring what the server holds (every run meanwhile was held). The page's own moments (visible
 * again, local midnight) are in app/catchUpClock.ts.
 */
export function startCatchUpListening(startListening: AppStartListening): void {
  // The round of sync the clock's catch-up awaits, asked for as "Sync now" does (the syncNow
  // thunk's module is sync's client chunk, fetched only when sync starts).
  startListening({ actionCreator: catchUpAwaitingSync, effect: () => syncNowEverywhere() })

  startListening({
    predicate: (_action, state, previous) => awaitingSync(state) && !awaitingSync(previous),
    effect: async (_action, { condition, dispatch }) => {
      const ended = await condition((_next, state) => !awaitingSync(state), SYNC_WAIT_LIMIT_MS)
      if (!ended) dispatch(catchUpWaitTimedOut())
    },
  })

  startListening({
    predicate: (action, state, previous) =>
      isRehydrated('recurring')(action) ||
      (awaitingSync(previous) && !awaitingSync(state)) ||
      (isCollectionChange()(action) &&
        action.payload.origin === 'remote' &&
        action.payload.collection !== 'budgets') ||
      (isCollectionChange('recurring')(action) && action.payload.origin === 'undo') ||
      (isCollectionChange('transactions')(action) &&
        action.payload.origin !== 'remote' &&
        state.catchUp.status === 'failed'),
    effect: (_action, { dispatch }) => {
      dispatch(catchUpToday())
    },
  })
}
