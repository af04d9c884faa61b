import { collectionChange } from '../../collections/events'
import { commit } from '../../collections/commit'
import type { Collection } from '../../storage/collectionStore'
import { transactionsKey, USERS_KEY } from '../../storage/keys'
import { readJson, readRaw, writeRaw, type StorageResult } from '../../storage/localStore'
import { freeId, type Identity, type RecordOp } from '../../storage/recordOps'
import type { AppThunk } from '../../store/types'
import { isStoredUser, type StoredUser } from './userRecords'

/**
 * The `users` key: the people of this browser, written through the same kit as every
 * collection (so a registration another tab's racing write drops is made again, see
 * collections/lostWrites.ts). Values the app cannot read as a person are kept as they are.
 */
const usersIdentity: Identity = {
  // One account per email, exact and case-sensitive (SPEC.md section 5). Not by id: older data
  // can hold two people under one id (ids are creation times), and each must keep theirs, which
  // names their transactions' key.
  of: (value) => (isStoredUser(value) ? value.email : null),
  movable: false,
}

export const usersCollection: Collection = {
  name: 'users',
  key: USERS_KEY,
  identity: usersIdentity,
  isReadable: isStoredUser,
}

export const usersChanged = collectionChange('auth/usersChanged')

/** The `users` array exactly as stored, so a value the app cannot read is never written over. */
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

/** What registration stores besides the id. */
export type NewUser = Pick<StoredUser, 'name' | 'email' | 'createdAt' | 'passwordHash'>

export type RegisterOutcome = StorageResult<
  { outcome: 'created'; user: StoredUser } | { outcome: 'emailTaken' }
>

/** Whether someone's transactions list is stored under this id (an account deleted by hand). */
function listExists(id: string): boolean {
  const raw = readRaw(transactionsKey(id))
  return !raw.ok || raw.value !== null
}

/** An id no person and no list has: the creation time `from`, moved on while taken. */
export function freeUserId(records: readonly unknown[], from: number): string {
  const ids = new Set(records.filter(isStoredUser).map((entry) => entry.id))
  return freeId(from, { has: (candidate) => ids.has(candidate) || listExists(candidate) })
}

/**
 * Appends the person with a free id (the creation time in ms, moved on while a person or a list
 * has it), in the caller's task, unless the email is registered already (perhaps by another tab
 * a moment ago).
 */
export function addUser(fields: NewUser, now: number): AppThunk<RegisterOutcome> {
  return (dispatch) => {
    const users = readUsersArray()
    if (!users.ok) return users
    const added = commit(
      dispatch,
      usersCollection,
      (records): RecordOp[] | { refused: 'emailTaken' } => {
        if (records.some((entry) => isStoredUser(entry) && entry.email === fields.email)) {
          return { refused: 'emailTaken' }
        }
        return [{ type: 'add', record: { id: freeUserId(records, now), ...fields } }]
      },
      usersChanged,
    )
    if (!added.ok) {
      if ('refused' in added) return { ok: true, value: { outcome: 'emailTaken' } }
      if ('failure' in added) return { ok: false, failure: added.failure }
      return { ok: false, failure: { kind: 'corrupt', key: USERS_KEY } }
    }
    const [change] = added.changes
    const created = (change.type === 'added' ? change.record : null) as StoredUser
    createEmptyList(created.id)
    return { ok: true, value: { outcome: 'created', user: created } }
  }
}

/** SPEC.md: a new person gets an empty transactions list. Should that write fail, their first
 * save creates it. */
export function createEmptyList(id: string): void {
  const key = transactionsKey(id)
  const raw = readRaw(key)
  if (raw.ok && raw.value === null) writeRaw(key, '[]')
}

/** Rewrites one person's record (the legacy password upgrade), found by email. */
export function replaceUser(user: StoredUser): AppThunk<StorageResult<void>> {
  return (dispatch) => {
    const replaced = commit(
      dispatch,
      usersCollection,
      (records) => {
        const held = records.find((entry) => isStoredUser(entry) && entry.email === user.email)
        return held ? [{ type: 'replace', identity: user.email, record: user }] : []
      },
      usersChanged,
    )
    return replaced.ok || !('failure' in replaced)
      ? { ok: true, value: undefined }
      : { ok: false, failure: replaced.failure }
  }
}
