/**
 * The keys of an encrypted sync database, derived from the person's passphrase with Web Crypto
 * alone: PBKDF2-SHA256 stretches it (with the salt the database's key-check document holds),
 * then HKDF splits the result into one key that seals records (AES-GCM 256) and one that names
 * their documents (HMAC-SHA256), so knowing a document's name says nothing of how to open it.
 * Neither key can be exported: a script can use them, never read them.
 */
export interface SyncKeys {
  records: CryptoKey
  names: CryptoKey
}

/** OWASP's figure for PBKDF2-SHA256 (2023); a key-check document asking for fewer is refused,
 * so a server cannot weaken the stretching of a passphrase typed on a device. */
export const MIN_ITERATIONS = 600_000
/** Above this a key-check document would only make a device wait for minutes. */
export const MAX_ITERATIONS = 10_000_000

const encoder = new TextEncoder()

async function stretch(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const material = await crypto.subtle.importKey(
    'raw',
    encoder.encode(passphrase),
    'PBKDF2',
    false,
    ['deriveBits'],
  )
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    256,
  )
  return crypto.subtle.importKey('raw', bits, 'HKDF', false, ['deriveKey'])
}

const hkdf = (info: string) => ({
  name: 'HKDF',
  hash: 'SHA-256',
  salt: new Uint8Array(0),
  info: encoder.encode(info),
})

export async function deriveKeys(
  passphrase: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<SyncKeys> {
  const master = await stretch(passphrase, salt, iterations)
  const [records, names] = await Promise.all([
    crypto.subtle.deriveKey(
      hkdf('finance-tracker sync records'),
      master,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    ),
    crypto.subtle.deriveKey(
      hkdf('finance-tracker sync names'),
      master,
      { name: 'HMAC', hash: 'SHA-256', length: 256 },
      false,
      ['sign'],
    ),
  ])
  return { records, names }
}
