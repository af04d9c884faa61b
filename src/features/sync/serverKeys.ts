import { couchRequest } from './couchSession'
import {
  KEY_CHECK_ID,
  makeKeyCheck,
  openKeyCheck,
  readKeyCheck,
  type Keyring,
} from './crypto/keyCheck'
import { userDbName } from './userDbName'

/** What joining a person's database found: its keys (null: it is plain), or why not. */
export type Joined =
  | { kind: 'joined'; keyring: Keyring | null }
  | { kind: 'wrongPassphrase' }
  | { kind: 'passphraseNeeded' }
  | { kind: 'notEncrypted' }
  | { kind: 'offline' }
  | { kind: 'error' }

const JSON_BODY = { 'Content-Type': 'application/json' }

/**
 * Checks, before sync starts and before any record moves, that this device syncs with the
 * database the way it holds its data: a database is encrypted end-to-end (it has a key-check
 * document) or plain, never both. Encrypted: the passphrase must open its key check. Never
 * written to and asked to encrypt: the first device makes the key check (its salt, its keys).
 */
export async function joinDatabase(
  base: string,
  username: string,
  passphrase: string | null,
): Promise<Joined> {
  const db = userDbName(username)
  const found = await couchRequest(base, `${db}/${KEY_CHECK_ID}`, { method: 'GET' })
  if (found.kind === 'offline') return found
  if (found.kind === 'response') {
    const doc = readKeyCheck(found.body)
    if (!doc) return { kind: 'error' }
    if (passphrase === null) return { kind: 'passphraseNeeded' }
    const keyring = await openKeyCheck(doc, passphrase)
    return keyring ? { kind: 'joined', keyring } : { kind: 'wrongPassphrase' }
  }
  if (found.kind !== 'error' || found.status !== 404) return { kind: 'error' }
  if (passphrase === null) return { kind: 'joined', keyring: null }
  // Any document it ever held, deleted ones too: a plain tombstone keeps its record's id.
  const held = await couchRequest(base, `${db}/_changes?limit=1`, { method: 'GET' })
  if (held.kind !== 'response') return held.kind === 'offline' ? held : { kind: 'error' }
  const { results } = held.body
  if (!Array.isArray(results) || results.length > 0) return { kind: 'notEncrypted' }
  const made = await makeKeyCheck(passphrase)
  const put = await couchRequest(base, `${db}/${KEY_CHECK_ID}`, {
    method: 'PUT',
    headers: JSON_BODY,
    body: JSON.stringify(made.doc),
  })
  if (put.kind === 'response') return { kind: 'joined', keyring: made.keyring }
  // Another device made it in the same moment: join with theirs.
  if (put.kind === 'error' && put.status === 409) return joinDatabase(base, username, passphrase)
  return put.kind === 'offline' ? put : { kind: 'error' }
}
