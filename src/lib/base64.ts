/** Bytes as base64 text and back (btoa/atob work on "binary strings"). `url` gives the URL-safe
 * alphabet without padding, for text that ends up in a document id. */
export function toBase64(bytes: Uint8Array, { url = false } = {}): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  const text = btoa(binary)
  return url ? text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : text
}

/** Throws on text that is not base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return bytes
}
