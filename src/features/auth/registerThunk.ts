import type { AppThunk } from '../../store/types'
import { addUser, findUserByEmail } from './usersStore'
import { attempt, fail, signInAs, storageMessage, type AuthOutcome } from './authThunks'
import { authMessages } from './messages'
import { hashPassword } from './password'
import { validateRegistration, type RegistrationForm } from './validateRegistration'

/** A new account, signed in at once. Apart from the other sign-in thunks, so that it and the
 * registration rules travel in the registration screen's chunk, not in every page's code. */
export function register(form: RegistrationForm): AppThunk<Promise<AuthOutcome>> {
  return async (dispatch, getState) => {
    if (getState().auth.status !== 'signedOut') return { ok: false, message: '' }
    const existing = findUserByEmail(form.email)
    if (!existing.ok) return { ok: false, message: storageMessage(existing.failure) }
    const invalid = validateRegistration(form, () => existing.value !== null)
    if (invalid) return { ok: false, message: invalid }

    return dispatch(
      attempt(async () => {
        const passwordHash = await hashPassword(form.password)
        const now = new Date()
        const added = dispatch(
          addUser(
            {
              name: form.name.trim(),
              email: form.email,
              passwordHash,
              createdAt: now.toISOString(),
            },
            now.getTime(),
          ),
        )
        if (!added.ok) return dispatch(fail(storageMessage(added.failure)))
        if (added.value.outcome === 'emailTaken') return dispatch(fail(authMessages.emailTaken))
        return dispatch(signInAs(added.value.user))
      }),
    )
  }
}
