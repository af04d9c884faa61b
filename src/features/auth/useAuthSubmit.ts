import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import type { AppThunk } from '../../store/types'
import { authenticationFailed, selectAuthStatus } from './authSlice'
import type { AuthOutcome } from './authThunks'
import { authMessages } from './messages'

/** Runs a sign-in or registration attempt; the page shows `error` and disables while `busy`.
 * Success needs no handling here: the route guard moves a signed-in person on. */
export function useAuthSubmit() {
  const dispatch = useAppDispatch()
  const busy = useAppSelector(selectAuthStatus) === 'authenticating'
  const [error, setError] = useState<string | null>(null)

  async function submit(attempt: AppThunk<Promise<AuthOutcome>>) {
    setError(null)
    try {
      const outcome = await dispatch(attempt)
      if (!outcome.ok && outcome.message) setError(outcome.message)
    } catch {
      // An attempt that throws (Web Crypto refusing to hash, say) ends like any failed one,
      // or the form would stay busy and disabled for good.
      dispatch(authenticationFailed())
      setError(authMessages.attemptFailed)
    }
  }

  return { busy, error, submit }
}
