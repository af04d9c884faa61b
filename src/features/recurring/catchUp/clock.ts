import { createAction } from '@reduxjs/toolkit'
import { todayIso } from '../../../lib/dates'
import type { AppDispatch, AppThunk } from '../../../store/types'
import { dayBegan } from '../../calendar'
import { catchUpAwaitingSync } from './catchUpSlice'
import { catchUp } from './catchUpThunks'

/** The page was seen again, or local midnight came: a new day may have begun while the page
 * slept (catchUpListening runs the catch-up). */
export const clockTicked = createAction('recurring/clockTicked')

/** Milliseconds from `now` to the next local midnight (a DST day is 23 or 25 hours long). */
export function untilNextMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
  return Math.max(1000, midnight.getTime() - now.getTime())
}

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

/** Ticks when the tab becomes visible again and at each local midnight. */
export function runCatchUpClock(store: { dispatch: AppDispatch }): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const newDay = () => store.dispatch(clockTicked())
  const schedule = () => {
    timer = setTimeout(() => {
      newDay()
      schedule()
    }, untilNextMidnight(new Date()))
  }
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return
    newDay()
    // Timers sleep with the computer: plan midnight again from now.
    clearTimeout(timer)
    schedule()
  }
  schedule()
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    clearTimeout(timer)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
