/**
 * Windows-1252 is ISO-8859-1 except for 0x80–0x9F, where it has €, curly quotes, dashes, Š, Ž…
 * (the five holes stay C1 controls, as in the WHATWG Encoding Standard). Decoded here rather
 * than with TextDecoder('windows-1252'): Node 20's TextDecoder treats that label as ISO-8859-1
 * and turns 0x80 into U+0080 instead of €, so tests under Node and browsers would disagree.
 */
const HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178'

/** Code units per String.fromCharCode call: well under engines' argument limits. */
const CHUNK = 0x8000

export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = []
  const units = new Uint16Array(Math.min(CHUNK, bytes.length))
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(start + CHUNK, bytes.length)
    for (let i = start; i < end; i += 1) {
      const byte = bytes[i]
      units[i - start] = byte >= 0x80 && byte < 0xa0 ? HIGH.charCodeAt(byte - 0x80) : byte
    }
    parts.push(String.fromCharCode(...units.subarray(0, end - start)))
  }
  return parts.join('')
}
