import { fromBase64, toBase64 } from '../../../lib/base64'

// One value sealed with AES-GCM: a fresh random 96-bit nonce for every seal (never reused with
// a key: 2^32 seals per key keep the chance of a repeat negligible), the nonce stored in front
// of the ciphertext and its tag. `context` is authenticated but not stored: a box opens only
// where it was sealed for (its document), so a server cannot swap boxes between documents.

const NONCE_BYTES = 12
const encoder = new TextEncoder()
const decoder = new TextDecoder()

export async function sealValue(key: CryptoKey, value: unknown, context: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(NONCE_BYTES))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
    key,
    encoder.encode(JSON.stringify(value)),
  )
  const box = new Uint8Array(NONCE_BYTES + sealed.byteLength)
  box.set(iv)
  box.set(new Uint8Array(sealed), NONCE_BYTES)
  return toBase64(box)
}

/** The value a box holds; undefined when it is not one this key sealed for `context` (another
 * key, another document, or changed by anyone: the tag does not verify). */
export async function openValue(key: CryptoKey, box: unknown, context: string): Promise<unknown> {
  if (typeof box !== 'string') return undefined
  try {
    const bytes = fromBase64(box)
    if (bytes.length <= NONCE_BYTES) return undefined
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, NONCE_BYTES), additionalData: encoder.encode(context) },
      key,
      bytes.slice(NONCE_BYTES),
    )
    return JSON.parse(decoder.decode(plain)) as unknown
  } catch {
    return undefined
  }
}

/** A keyed name for `text` (HMAC-SHA256, URL-safe base64): the same on every device holding
 * the key, and nothing about `text` to anyone without it. */
export async function keyedName(key: CryptoKey, text: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(text))
  return toBase64(new Uint8Array(mac), { url: true })
}
