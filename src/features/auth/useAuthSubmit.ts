import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import type { AppThunk } from '../../app/store'
import { selectAuthStatus } from './authSlice'
import type { AuthOutcome } from './authThunks'

/** Runs a sign-in or registration attempt; the page shows `error` and disables while `busy`.
 * Success needs no handling here: the route guard moves a signed-in person on. */
export function useAuthSubmit() {
  const dispatch = useAppDispatch()
  const busy = useAppSelector(selectAuthStatus) === 'authenticating'
  const [error, setError] = useState<string | null>(null)

  async function submit(attempt: AppThunk<Promise<AuthOutcome>>) {
    setError(null)
    const outcome = await dispatch(attempt)
    if (!outcome.ok && outcome.message) setError(outcome.message)
  }

  return { busy, error, submit }
}
