import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import type { catchUp } from '../features/recurring/recurringThunks'
import type { RootState, ThunkExtra } from './store'

/**
 * The catch-up's code (the recurring thunks and the occurrence calendar) is a chunk of its own:
 * only someone signed in runs it, so the sign-in page does not download it. Every screen's code
 * arrives together with it (screens.ts), so a screen never paints before the occurrences that
 * came due are in. Null while it is out of reach, which only happens before the service worker
 * holds the app; the catch-up's next moment tries again.
 */
export function loadCatchUp(): Promise<typeof catchUp | null> {
  return import(/* webpackChunkName: "catch-up" */ '../features/recurring/recurringThunks').then(
    (module) => module.catchUp,
    () => null,
  )
}

/** Runs the catch-up as soon as its code is here. */
export async function runCatchUp(
  dispatch: ThunkDispatch<RootState, ThunkExtra, UnknownAction>,
): Promise<void> {
  const catchUp = await loadCatchUp()
  if (catchUp) dispatch(catchUp())
}
