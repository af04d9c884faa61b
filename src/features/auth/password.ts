import { fromBase64, toBase64 } from '../../lib/base64'

/** Password hashing with PBKDF2-SHA256 through Web Crypto. The stored form describes itself:
 * `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>`. */
export const PBKDF2_ITERATIONS = 600_000
const SALT_BYTES = 16
const HASH_BITS = 256
const SCHEME = 'pbkdf2-sha256'

/** Browsers offer Web Crypto's `subtle` only on secure origins (HTTPS, localhost): over plain
 * HTTP elsewhere it is missing, although the types say it is always there. */
export function canHashPasswords(): boolean {
  return (crypto.subtle as SubtleCrypto | undefined) !== undefined
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  )
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  )
  return new Uint8Array(bits)
}

export async function hashPassword(
  password: string,
  iterations: number = PBKDF2_ITERATIONS,
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await derive(password, salt, iterations)
  return [SCHEME, iterations, toBase64(salt), toBase64(hash)].join('$')
}

/** False for a wrong password and for a stored value this version cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationsText, saltText, hashText] = stored.split('$')
  const iterations = Number(iterationsText)
  if (scheme !== SCHEME || !Number.isSafeInteger(iterations) || iterations < 1) return false
  let salt: Uint8Array<ArrayBuffer>
  let expected: Uint8Array
  try {
    salt = fromBase64(saltText ?? '')
    expected = fromBase64(hashText ?? '')
  } catch {
    return false
  }
  const actual = await derive(password, salt, iterations)
  // Compare every byte so the time taken does not reveal where a mismatch starts.
  let difference = actual.length ^ expected.length
  for (let i = 0; i < actual.length; i += 1) difference |= actual[i] ^ (expected[i] ?? 0)
  return difference === 0
}
