import type { AppThunk } from '../../store/types'
import { findUserByEmail, replaceUser } from './usersStore'
import type { StorageFailure } from '../../storage/localStore'
import { writeSession } from './session'
import { backgroundWriteFailed } from '../../collections/events'
import type { SessionUser, StoredUser } from './userRecords'
import {
  authenticationFailed,
  authenticationStarted,
  selectCurrentUser,
  userLoggedOut,
  userSignedIn,
} from './authSlice'
import { authMessages } from './messages'
import { hashPassword, verifyPassword } from './password'

export type AuthOutcome = { ok: true } | { ok: false; message: string }

export function storageMessage(failure: StorageFailure): string {
  return failure.kind === 'quota' ? authMessages.storageFull : authMessages.storageUnreadable
}

/** Spent on an unknown email too, so the response time does not tell which emails exist. */
let decoyHash: Promise<string> | null = null

async function passwordMatches(user: StoredUser | null, password: string): Promise<boolean> {
  if (user?.passwordHash !== undefined) return verifyPassword(password, user.passwordHash)
  if (user?.password !== undefined) return user.password === password
  decoyHash ??= hashPassword('decoy')
  await verifyPassword(password, await decoyHash)
  return false
}

/** Rewrites a legacy plain-text record with a hash; retried on the next sign-in if it fails. */
function upgradeLegacyPassword(user: StoredUser, password: string): AppThunk<Promise<void>> {
  return async (dispatch) => {
    if (user.password === undefined) return
    const { password: _plain, ...rest } = user
    void _plain
    dispatch(replaceUser({ ...rest, passwordHash: await hashPassword(password) }))
  }
}

/**
 * Shows `session`'s person as signed in here. Anyone else signed in here is signed out first, so
 * nothing of theirs (an Undo offer, a running sync, set-aside data) carries over to the next
 * person: a tab that follows another tab's sign-out late sees the next person's sign-in at once,
 * and a sign-in here can finish after another tab's was followed.
 */
export function switchTo(session: SessionUser): AppThunk {
  return (dispatch, getState) => {
    const current = selectCurrentUser(getState())
    if (current && current.id !== session.id) dispatch(userLoggedOut())
    dispatch(userSignedIn(session))
  }
}

/** Remembers the person under `currentUser` and signs them in here, in one task. */
export function signInAs(user: StoredUser): AppThunk<AuthOutcome> {
  return (dispatch) => {
    const session = { id: user.id, name: user.name }
    const written = writeSession(session)
    if (!written.ok) return dispatch(fail(storageMessage(written.failure)))
    dispatch(switchTo(session))
    return { ok: true }
  }
}

export function fail(message: string): AppThunk<AuthOutcome> {
  return (dispatch) => {
    dispatch(authenticationFailed())
    return { ok: false, message }
  }
}

/** Runs an attempt between authenticationStarted and its end: whatever happens inside (even a
 * browser without Web Crypto throwing), the state never stays "authenticating". */
export function attempt(work: () => Promise<AuthOutcome>): AppThunk<Promise<AuthOutcome>> {
  return async (dispatch, getState) => {
    if (getState().auth.status !== 'signedOut') return { ok: false, message: '' }
    dispatch(authenticationStarted())
    try {
      return await work()
    } catch (error) {
      if (getState().auth.status === 'authenticating') dispatch(authenticationFailed())
      throw error
    }
  }
}

export function signIn(email: string, password: string): AppThunk<Promise<AuthOutcome>> {
  return (dispatch) =>
    dispatch(
      attempt(async () => {
        const found = findUserByEmail(email)
        if (!found.ok) return dispatch(fail(storageMessage(found.failure)))
        const user = found.value
        if (!(await passwordMatches(user, password)) || !user) {
          return dispatch(fail(authMessages.invalidCredentials))
        }
        await dispatch(upgradeLegacyPassword(user, password))
        return dispatch(signInAs(user))
      }),
    )
}

/** Forgets the session in storage and here, in one task, so closing the tab at once keeps it. */
export function logOut(): AppThunk {
  return (dispatch) => {
    const removed = writeSession(null)
    // After the sign-out, which takes the leaving person's notices with it, so this one stays.
    dispatch(userLoggedOut())
    if (!removed.ok) {
      dispatch(
        backgroundWriteFailed({
          failure: removed.failure,
          message:
            'Signing out could not be saved in this browser, so you may be signed in again when the page reloads.',
        }),
      )
    }
  }
}
