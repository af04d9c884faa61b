import { fixtureBytes } from '../../test/importFixtures'
import { decodeText } from './decodeText'

const bytes = (...values: number[]) => new Uint8Array(values)
const ascii = (text: string) => new TextEncoder().encode(text)
const join = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]))

function ofxHeader(lines: string): Uint8Array {
  return ascii(`OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n${lines}\n\n<OFX>\n<NAME>`)
}

describe('decodeText', () => {
  it('reads UTF-8 with and without a byte-order mark, and takes an ArrayBuffer', () => {
    expect(decodeText(ascii('Café'))).toBe('Café')
    expect(decodeText(join(bytes(0xef, 0xbb, 0xbf), ascii('Café')))).toBe('Café')
    expect(decodeText(join(bytes(0xef, 0xbb, 0xbf), ascii('Café')).buffer)).toBe('Café')
  })

  it('reads UTF-16 little- and big-endian files by their byte-order mark', () => {
    expect(decodeText(bytes(0xff, 0xfe, 0x43, 0, 0xe9, 0, 0xac, 0x20))).toBe('Cé€')
    expect(decodeText(bytes(0xfe, 0xff, 0, 0x43, 0, 0xe9, 0x20, 0xac))).toBe('Cé€')
    const text = decodeText(fixtureBytes('utf16le-bom.csv'))
    expect(text.split('\r\n')[1]).toBe('2026-02-03\tCafé Crème\t-4.20\tFood')
  })

  it('falls back to Windows-1252 when the bytes are not valid UTF-8, € and dashes included', () => {
    expect(decodeText(bytes(0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x20, 0x97, 0x20, 0x93))).toBe(
      'Café € — “',
    )
    expect(decodeText(fixtureBytes('windows-1252.csv'))).toContain('Café €uro — Zoë')
  })

  it('reads QFX statements in the charset their header names', () => {
    expect(decodeText(fixtureBytes('cafe-1252.qfx'))).toContain('<NAME>Café Crème €uro')
    expect(decodeText(fixtureBytes('cafe-1252.qfx'))).toContain('<MEMO>Achat — débit')
    expect(decodeText(fixtureBytes('epicerie-8859-1.qfx'))).toContain('<MEMO>Carte prépayée')
    expect(decodeText(fixtureBytes('cafe-utf8.qfx'))).toContain('<MEMO>Achat — débit')
  })

  it('honours a charset named in an OFX header or XML declaration over the Windows-1252 guess', () => {
    // "Жук" in Windows-1251, which as Windows-1252 would read "Æóê".
    const cyrillic = bytes(0xc6, 0xf3, 0xea)
    expect(decodeText(join(ofxHeader('ENCODING:USASCII\nCHARSET:1251'), cyrillic))).toMatch(/Жук$/)
    const xml = ascii('<?xml version="1.0" encoding="windows-1251"?>\n<?OFX OFXHEADER="200"?><OFX>')
    expect(decodeText(join(xml, cyrillic))).toMatch(/Жук$/)
    // ISO-8859-2: "Łódź" (0xA3 0xF3 0x64 0xBC).
    const polish = bytes(0xa3, 0xf3, 0x64, 0xbc)
    expect(decodeText(join(ofxHeader('CHARSET:8859-2'), polish))).toMatch(/Łódź$/)
    expect(decodeText(join(ofxHeader('CHARSET:ISO-8859-1'), bytes(0xe9, 0x80)))).toMatch(/é€$/)
  })

  it('keeps UTF-8 a bank labelled CHARSET:1252, and ignores a charset named outside OFX', () => {
    expect(decodeText(join(ofxHeader('CHARSET:1252'), ascii('Café')))).toMatch(/Café$/)
    expect(decodeText(join(ascii('CHARSET:1251\n'), bytes(0xc6)))).toBe('CHARSET:1251\nÆ')
  })
})
