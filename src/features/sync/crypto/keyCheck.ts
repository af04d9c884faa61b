import { fromBase64, toBase64 } from '../../../lib/base64'
import { openValue, sealValue } from './envelope'
import { deriveKeys, MAX_ITERATIONS, MIN_ITERATIONS, type SyncKeys } from './keys'

/**
 * The one readable document of an encrypted database: how to derive its keys from the
 * passphrase (salt and iterations, which are not secret) and a value sealed with them, which
 * opens only with the right passphrase. Its `check` also names the generation of keys: a
 * passphrase change writes a new one, which tells every device its keys are old.
 */
export const KEY_CHECK_ID = 'encryption'
const SCHEME = 'pbkdf2-sha256/hkdf/aes-256-gcm'
const CHECK_VALUE = 'finance-tracker key check'
const SALT_BYTES = 16

export interface KeyCheckDoc {
  _id: typeof KEY_CHECK_ID
  _rev?: string
  scheme: typeof SCHEME
  salt: string
  iterations: number
  check: string
  /** While a passphrase change moves the documents to these keys: the keys they move from. */
  previous?: Pick<KeyCheckDoc, 'salt' | 'iterations' | 'check'>
}

/** A database's keys with the key-check document they answer to (kept, so a device can put it
 * back on a server that lost it). */
export interface Keyring {
  keys: SyncKeys
  check: string
  doc: KeyCheckDoc
}

export async function makeKeyCheck(
  passphrase: string,
  iterations: number = MIN_ITERATIONS,
): Promise<{ doc: KeyCheckDoc; keyring: Keyring }> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const keys = await deriveKeys(passphrase, salt, iterations)
  const check = await sealValue(keys.records, CHECK_VALUE, KEY_CHECK_ID)
  const doc: KeyCheckDoc = {
    _id: KEY_CHECK_ID,
    scheme: SCHEME,
    salt: toBase64(salt),
    iterations,
    check,
  }
  return { doc, keyring: { keys, check, doc } }
}

/** The key-check document in anything read from the server, or null. */
export function readKeyCheck(doc: unknown): KeyCheckDoc | null {
  const read = doc as Partial<KeyCheckDoc> | null
  if (!read || read._id !== KEY_CHECK_ID || read.scheme !== SCHEME) return null
  const { salt, iterations, check } = read
  if (typeof salt !== 'string' || typeof check !== 'string') return null
  if (typeof iterations !== 'number' || !Number.isSafeInteger(iterations)) return null
  return read as KeyCheckDoc
}

/** The keys `passphrase` gives for this database; null when it is the wrong passphrase (or the
 * document asks for too little or too much stretching, or its salt is unreadable). */
export async function openKeyCheck(doc: KeyCheckDoc, passphrase: string): Promise<Keyring | null> {
  if (doc.iterations < MIN_ITERATIONS || doc.iterations > MAX_ITERATIONS) return null
  let salt: Uint8Array<ArrayBuffer>
  try {
    salt = fromBase64(doc.salt)
  } catch {
    return null
  }
  const keys = await deriveKeys(passphrase, salt, doc.iterations)
  const opened = await openValue(keys.records, doc.check, KEY_CHECK_ID)
  if (opened !== CHECK_VALUE) return null
  const { _rev, previous, ...kept } = doc
  void _rev
  void previous
  return { keys, check: doc.check, doc: kept }
}

/** The key check of the keys an unfinished passphrase change moves from, or null. */
export function previousKeyCheck(doc: KeyCheckDoc): KeyCheckDoc | null {
  const { previous } = doc
  return previous ? readKeyCheck({ _id: KEY_CHECK_ID, scheme: SCHEME, ...previous }) : null
}
