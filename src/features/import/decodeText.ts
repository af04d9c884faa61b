import { decodeWindows1252 } from './windows1252'

type Charset = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | { other: string }

/** How much of the start of a file holds an OFX header or an XML declaration. */
const HEAD_BYTES = 1024

function bytesOf(data: ArrayBuffer | ArrayBufferView): Uint8Array {
  // ArrayBuffer.isView, not instanceof: a Node Buffer comes from another realm under jsdom.
  return ArrayBuffer.isView(data)
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : new Uint8Array(data)
}

function byteOrderMark(bytes: Uint8Array): Charset | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  return null
}

function charsetNamed(label: string): Charset | null {
  const name = label.trim().toLowerCase()
  if (name === 'none' || name === '') return null
  if (name === 'utf-8' || name === 'utf8') return 'utf-8'
  // Browsers read ISO-8859-1 as windows-1252 too (WHATWG Encoding Standard); US-ASCII is a
  // subset of both.
  if (/^(windows-?|cp)?1252$|^(iso-?)?8859-1$|^latin-?1$|^us-?ascii$/.test(name)) {
    return 'windows-1252'
  }
  // OFX headers name code pages bare: CHARSET:1251, CHARSET:8859-2.
  if (/^\d{4}$/.test(name)) return { other: `windows-${name}` }
  if (/^8859-\d+$/.test(name)) return { other: `iso-${name}` }
  return { other: name }
}

/**
 * The charset an OFX file names: `ENCODING:UTF-8` or `CHARSET:1252` in an OFX 1.x header, or
 * `<?xml … encoding="…"?>` in OFX 2.x. A 1.x header says `ENCODING:USASCII` with the real
 * single-byte table in CHARSET, so CHARSET wins unless ENCODING names UTF-8.
 */
function declaredCharset(bytes: Uint8Array): Charset | null {
  const head = decodeWindows1252(bytes.subarray(0, HEAD_BYTES))
  if (!/OFXHEADER|<\?OFX/i.test(head)) return null
  const xml = /<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(head)
  if (xml) return charsetNamed(xml[1])
  const encoding = /^\s*ENCODING\s*:\s*(\S+)/im.exec(head)?.[1]
  const charset = /^\s*CHARSET\s*:\s*(\S+)/im.exec(head)?.[1]
  if (encoding && charsetNamed(encoding) === 'utf-8') return 'utf-8'
  return (charset && charsetNamed(charset)) || (encoding && charsetNamed(encoding)) || null
}

function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

function decodeAs(charset: Charset, bytes: Uint8Array): string | null {
  if (charset === 'windows-1252') return decodeWindows1252(bytes)
  try {
    // TextDecoder drops a byte-order mark matching its encoding.
    return new TextDecoder(typeof charset === 'string' ? charset : charset.other).decode(bytes)
  } catch {
    return null // a charset name this browser does not know
  }
}

/**
 * A file's text from its bytes: a byte-order mark decides first (UTF-8, UTF-16 LE/BE), then a
 * single-byte charset an OFX header names, then UTF-8 when the bytes are valid UTF-8, else
 * Windows-1252 (what spreadsheets and banks on Windows write).
 *
 * A declared single-byte charset gives way to UTF-8 when the bytes are valid UTF-8 and not plain
 * ASCII: banks do label UTF-8 files `CHARSET:1252`, while real single-byte text is practically
 * never valid UTF-8.
 */
export function decodeText(data: ArrayBuffer | ArrayBufferView): string {
  const bytes = bytesOf(data)
  const bom = byteOrderMark(bytes)
  if (bom) return decodeAs(bom, bytes) ?? ''
  const utf8 = strictUtf8(bytes)
  const declared = declaredCharset(bytes)
  const utf8Wins = utf8 !== null && /[^\p{ASCII}]/u.test(utf8)
  if (declared && declared !== 'utf-8' && !utf8Wins) {
    const text = decodeAs(declared, bytes)
    if (text !== null) return text
  }
  return utf8 ?? decodeWindows1252(bytes)
}
