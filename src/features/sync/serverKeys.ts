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
  | { kind: 'keyCheckMissing' }
  | { kind: 'offline' }
  | { kind: 'error' }

const JSON_BODY = { 'Content-Type': 'application/json' }

/**
 * Checks, before sync starts and before any record moves, that this device syncs with the
 * database the way it holds its data: a database is encrypted end-to-end (it has a key-check
 * document) or plain, never both. Encrypted: the passphrase must open its key check. Holding
 * no record (nor a readable deletion) and asked to encrypt: the first device makes the key
 * check (its salt, its keys). Holding sealed boxes but no key check: nobody joins.
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
  const held = await heldData(base, db)
  if (typeof held === 'object') return held
  // Sealed boxes without their key check (deleted since): nobody can join it until a device
  // that syncs with it puts the key check back, and it is never joined plainly.
  if (held === 'sealed')
    return { kind: passphrase === null ? 'passphraseNeeded' : 'keyCheckMissing' }
  if (passphrase === null) return { kind: 'joined', keyring: null }
  if (held === 'readable') return { kind: 'notEncrypted' }
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

/** The changes read at a time while looking for a document that tells how data is held. */
const CHANGES_PAGE = 100

/**
 * How a database without a key check holds its data, as its first document that tells says:
 * sealed boxes, readable documents (a plain tombstone too: it keeps its record's id), or
 * neither (it never held a record, or only the bare deletions a passphrase change leaves).
 */
async function heldData(
  base: string,
  db: string,
): Promise<'sealed' | 'readable' | 'nothing' | { kind: 'offline' } | { kind: 'error' }> {
  let since: unknown = 0
  for (;;) {
    const path = `${db}/_changes?include_docs=true&limit=${CHANGES_PAGE}&since=${encodeURIComponent(String(since))}`
    const page = await couchRequest(base, path, { method: 'GET' })
    if (page.kind !== 'response') return page.kind === 'offline' ? page : { kind: 'error' }
    const { results, last_seq } = page.body as { results?: unknown; last_seq?: unknown }
    if (!Array.isArray(results)) return { kind: 'error' }
    for (const change of results as { doc?: unknown }[]) {
      const told = howHeld(change.doc)
      if (told) return told
    }
    if (results.length < CHANGES_PAGE) return 'nothing'
    since = last_seq
  }
}

/** What one document says of how its database holds data: null for a design document or a
 * bare deletion (nothing but its id and revision). */
function howHeld(doc: unknown): 'sealed' | 'readable' | null {
  if (typeof doc !== 'object' || doc === null) return null
  const { _id: id } = doc as { _id?: unknown }
  if (typeof id === 'string' && id.startsWith('_design/')) return null
  if ('box' in doc) return 'sealed'
  return Object.keys(doc).some((field) => !field.startsWith('_')) ? 'readable' : null
}
