import { isStoredUser, type StoredUser } from './userRecords'
import { transactionsKey, USERS_KEY } from '../../storage/keys'
import { readJson, readRaw, writeJson, type StorageResult } from '../../storage/localStore'
import { announceWrite, RACE_WINDOW_MS } from '../../collections/lostWrites'

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

/** An id nobody has: the creation time in ms, moved on while a user or a list already has it. */
function freeUserId(users: readonly unknown[], now: number): string {
  const taken = new Set(users.filter(isStoredUser).map((user) => user.id))
  let id = now
  const listExists = (candidate: number) => {
    const raw = readRaw(transactionsKey(String(candidate)))
    return !raw.ok || raw.value !== null
  }
  while (taken.has(String(id)) || listExists(id)) id += 1
  return String(id)
}

/** What registration stores besides the id. */
export type NewUser = Pick<StoredUser, 'name' | 'email' | 'createdAt' | 'passwordHash'>

export type RegisterOutcome = StorageResult<
  { outcome: 'created'; user: StoredUser } | { outcome: 'emailTaken' }
>

/**
 * Appends the user with a free id and creates their empty transactions list, in the caller's
 * task, unless the email is registered already (perhaps by another tab a moment ago).
 */
export function addUser(fields: NewUser, now: number): RegisterOutcome {
  const users = readUsersArray()
  if (!users.ok) return users
  if (users.value.some((entry) => isStoredUser(entry) && entry.email === fields.email)) {
    return { ok: true, value: { outcome: 'emailTaken' } }
  }
  const user: StoredUser = { id: freeUserId(users.value, now), ...fields }
  const listWritten = writeJson(transactionsKey(user.id), [])
  if (!listWritten.ok) return listWritten
  const usersWritten = writeJson(USERS_KEY, [...users.value, user])
  if (!usersWritten.ok) return usersWritten
  lastRegistered = { user, at: performance.now() }
  announceWrite(USERS_KEY)
  return { ok: true, value: { outcome: 'created', user } }
}

/** The account this tab registered last, and when: kept for a repair (see below). */
let lastRegistered: { user: StoredUser; at: number } | null = null

/**
 * Two tabs registering at the same moment can drop each other's entry from `users` (see
 * lostWrites.ts). Called after another tab wrote `users`: if the account this tab registered a
 * moment ago is gone, registers it again: under its own id (its list is there) unless another
 * account has taken that id meanwhile, then under the next free one. Returns it as it was and is.
 */
export function registerAgainIfLost(
  now: number,
): StorageResult<{ lost: StoredUser; registered: StoredUser } | null> {
  const recent = lastRegistered
  if (recent === null || now - recent.at >= RACE_WINDOW_MS) return { ok: true, value: null }
  const users = readUsersArray()
  if (!users.ok) return users
  const { id, ...fields } = recent.user
  if (users.value.some((entry) => isStoredUser(entry) && entry.email === fields.email)) {
    return { ok: true, value: null }
  }
  // Its empty list is there already: the account keeps its id unless someone else has it now.
  if (!users.value.some((entry) => isStoredUser(entry) && entry.id === id)) {
    const written = writeJson(USERS_KEY, [...users.value, recent.user])
    if (!written.ok) return written
    return { ok: true, value: { lost: recent.user, registered: recent.user } }
  }
  const added = addUser(fields, Number(id))
  if (!added.ok) return added
  if (added.value.outcome !== 'created') return { ok: true, value: null }
  return { ok: true, value: { lost: recent.user, registered: added.value.user } }
}

/** Forgets the last registration (between tests). */
export function forgetRegistration(): void {
  lastRegistered = null
}

/** Rewrites one user record in place (the legacy password upgrade). Found by id and email:
 * older data can hold two people under one id (ids are creation times), never under one email. */
export function replaceUser(user: StoredUser): StorageResult<void> {
  const users = readUsersArray()
  if (!users.ok) return users
  const next = users.value.map((entry) =>
    isStoredUser(entry) && entry.id === user.id && entry.email === user.email ? user : entry,
  )
  return writeJson(USERS_KEY, next)
}
