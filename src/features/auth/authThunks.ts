import type { AppThunk } from '../../app/store'
import { addUser, findUserByEmail, newUserId, replaceUser } from '../../storage/accounts'
import type { StorageFailure } from '../../storage/localStore'
import { loadTransactions } from '../../storage/transactionsStore'
import { authenticationFailed, authenticationStarted, userSignedIn } from './authSlice'
import { authMessages } from './messages'
import type { StoredUser } from './model'
import { hashPassword, verifyPassword } from './password'
import { validateRegistration, type RegistrationForm } from './validateRegistration'

export type AuthOutcome = { ok: true } | { ok: false; message: string }

function storageMessage(failure: StorageFailure): string {
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
async function upgradeLegacyPassword(user: StoredUser, password: string): Promise<void> {
  if (user.password === undefined) return
  const { password: _plain, ...rest } = user
  void _plain
  await replaceUser({ ...rest, passwordHash: await hashPassword(password) })
}

function signInAs(user: StoredUser): AppThunk {
  return (dispatch) => {
    const loaded = loadTransactions(user.id)
    const list = loaded.ok ? loaded.value : { transactions: [], backupKey: null }
    dispatch(userSignedIn({ user: { id: user.id, name: user.name }, ...list }))
  }
}

function fail(message: string): AppThunk<AuthOutcome> {
  return (dispatch) => {
    dispatch(authenticationFailed())
    return { ok: false, message }
  }
}

export function signIn(email: string, password: string): AppThunk<Promise<AuthOutcome>> {
  return async (dispatch, getState) => {
    if (getState().auth.status !== 'signedOut') return { ok: false, message: '' }
    dispatch(authenticationStarted())
    const found = findUserByEmail(email)
    if (!found.ok) return dispatch(fail(storageMessage(found.failure)))
    const user = found.value
    if (!(await passwordMatches(user, password)) || !user) {
      return dispatch(fail(authMessages.invalidCredentials))
    }
    await upgradeLegacyPassword(user, password)
    dispatch(signInAs(user))
    return { ok: true }
  }
}

export function register(form: RegistrationForm): AppThunk<Promise<AuthOutcome>> {
  return async (dispatch, getState) => {
    if (getState().auth.status !== 'signedOut') return { ok: false, message: '' }
    const existing = findUserByEmail(form.email)
    if (!existing.ok) return { ok: false, message: storageMessage(existing.failure) }
    const invalid = validateRegistration(form, () => existing.value !== null)
    if (invalid) return { ok: false, message: invalid }

    dispatch(authenticationStarted())
    const passwordHash = await hashPassword(form.password)
    const id = newUserId(Date.now())
    if (!id.ok) return dispatch(fail(storageMessage(id.failure)))
    const user: StoredUser = {
      id: id.value,
      name: form.name.trim(),
      email: form.email,
      passwordHash,
      createdAt: new Date().toISOString(),
    }
    const added = await addUser(user)
    if (!added.ok) return dispatch(fail(storageMessage(added.failure)))
    if (added.value === 'emailTaken') return dispatch(fail(authMessages.emailTaken))
    dispatch(signInAs(user))
    return { ok: true }
  }
}
