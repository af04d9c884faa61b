import { CURRENT_USER_KEY } from '../../storage/keys'
import { readJson, removeKey, writeJson, type StorageResult } from '../../storage/localStore'
import { parseSessionUser, type SessionUser } from './userRecords'

/** Who `currentUser` says is signed in, or null. */
export function readSession(): SessionUser | null {
  const read = readJson(CURRENT_USER_KEY)
  return read.ok ? parseSessionUser(read.value) : null
}

/** Remembers the signed-in person (only `{id, name}`), or forgets them on null. */
export function writeSession(user: SessionUser | null): StorageResult<void> {
  return user
    ? writeJson(CURRENT_USER_KEY, { id: user.id, name: user.name })
    : removeKey(CURRENT_USER_KEY)
}
