import { todayIso } from '../../../lib/dates'
import type { AppThunk } from '../../../store/types'
import { dayBegan } from '../../calendar'
import { catchUpAwaitingSync } from './catchUpSlice'
import { catchUp } from './catchUpThunks'

/** The catch-up for today, the page's date moved to the day it runs for: whatever runs it (a
 * sign-in, another tab, a late midnight timer), the screens count "this month" from the same
 * day the occurrences were added up to. */
export function catchUpToday(): AppThunk {
  return (dispatch) => {
    const today = todayIso()
    dispatch(dayBegan(today))
    dispatch(catchUp(today))
  }
}

/**
 * The clock's catch-up. The page may have slept for hours (a hidden tab, a computer asleep)
 * while sync still says "Up to date" from before, its rules as old: with sync on, the catch-up
 * first awaits a fresh round of sync, which catchUpListening asks for, and runs when it ends.
 */
export function catchUpAfterSync(): AppThunk {
  return (dispatch, getState) => {
    if (!getState().sync.on) {
      dispatch(catchUpToday())
      return
    }
    dispatch(dayBegan(todayIso()))
    dispatch(catchUpAwaitingSync())
  }
}
