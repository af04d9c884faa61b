import { createAction } from '@reduxjs/toolkit'
import type { AppDispatch } from '../../../store/types'

/** The page was seen again, or local midnight came: a new day may have begun while the page
 * slept (catchUpListening runs the catch-up). */
export const clockTicked = createAction('recurring/clockTicked')

/** Milliseconds from `now` to the next local midnight (a DST day is 23 or 25 hours long). */
export function untilNextMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
  return Math.max(1000, midnight.getTime() - now.getTime())
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
