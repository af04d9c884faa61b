import { CURRENT_USER_KEY } from '../../storage/keys'
import { readJson, removeKey, writeJson, type StorageResult } from '../../storage/localStore'
import { parseSessionUser, type SessionUser } from './userRecords'

/** Who `currentUser` says is signed in, or null. */
export function readSession(): SessionUser | null {
  const read = readJson(CURRENT_USER_KEY)
  return read.ok ? parseSessionUser(read.value) : null
}

/** Who `currentUser` says is signed in as the app starts. A value that names nobody the app can
 * read is removed: the key is absent while nobody is signed in (UI_CONTRACT.md), and it holds
 * nothing worth keeping. Only at start: following another tab is reading, never writing. */
export function openSession(): SessionUser | null {
  const read = readJson(CURRENT_USER_KEY)
  const unreadable = read.ok ? read.value !== null : read.failure.kind === 'corrupt'
  const user = read.ok ? parseSessionUser(read.value) : null
  if (!user && unreadable) removeKey(CURRENT_USER_KEY)
  return user
}

/** Remembers the signed-in person (only `{id, name}`), or forgets them on null. */
export function writeSession(user: SessionUser | null): StorageResult<void> {
  return user
    ? writeJson(CURRENT_USER_KEY, { id: user.id, name: user.name })
    : removeKey(CURRENT_USER_KEY)
}
