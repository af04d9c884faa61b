import { isStoredUser, type StoredUser } from '../features/auth/model'
import { readJson, withStorageLock, writeJson, type StorageResult } from './localStore'
import { USERS_KEY, transactionsKey } from './keys'

/** The `users` array exactly as stored, so rewriting it never drops an entry we cannot read. */
function readUsersArray(): StorageResult<unknown[]> {
  const read = readJson(USERS_KEY)
  if (!read.ok) return read
  if (read.value === null) return { ok: true, value: [] }
  if (!Array.isArray(read.value)) return { ok: false, failure: { kind: 'corrupt', key: USERS_KEY } }
  return { ok: true, value: read.value }
}

/** Exact, case-sensitive match, as SPEC.md section 5 requires. */
export function findUserByEmail(email: string): StorageResult<StoredUser | null> {
  const users = readUsersArray()
  if (!users.ok) return users
  const user = users.value.find((entry) => isStoredUser(entry) && entry.email === email)
  return { ok: true, value: (user as StoredUser | undefined) ?? null }
}

export type RegisterOutcome = StorageResult<'created' | 'emailTaken'>

/** Appends the user and creates their empty transactions list, unless another tab has
 * registered the same email meanwhile. */
export function addUser(user: StoredUser): Promise<RegisterOutcome> {
  return withStorageLock(USERS_KEY, (): RegisterOutcome => {
    const users = readUsersArray()
    if (!users.ok) return users
    if (users.value.some((entry) => isStoredUser(entry) && entry.email === user.email)) {
      return { ok: true, value: 'emailTaken' }
    }
    const listWritten = writeJson(transactionsKey(user.id), [])
    if (!listWritten.ok) return listWritten
    const usersWritten = writeJson(USERS_KEY, [...users.value, user])
    return usersWritten.ok ? { ok: true, value: 'created' } : usersWritten
  })
}

/** Rewrites one user record in place (the legacy password upgrade). */
export function replaceUser(user: StoredUser): Promise<StorageResult<void>> {
  return withStorageLock(USERS_KEY, () => {
    const users = readUsersArray()
    if (!users.ok) return users
    const next = users.value.map((entry) =>
      isStoredUser(entry) && entry.id === user.id ? user : entry,
    )
    return writeJson(USERS_KEY, next)
  })
}

/** A user id made from the creation time, as SPEC.md says, and never one already taken. */
export function newUserId(now: number): StorageResult<string> {
  const users = readUsersArray()
  if (!users.ok) return users
  const taken = new Set(users.value.filter(isStoredUser).map((user) => user.id))
  let id = now
  while (taken.has(String(id))) id += 1
  return { ok: true, value: String(id) }
}
