import { decodeXmlEntities } from './xmlEntities'

describe('decodeXmlEntities', () => {
  it('decodes &apos;, &quot; and decimal and hexadecimal references', () => {
    expect(decodeXmlEntities('O&apos;Reilly &#38; Sons &quot;Ltd&quot;')).toBe(
      'O\'Reilly & Sons "Ltd"',
    )
    expect(decodeXmlEntities('Caf&#xE9; &#X1F355; &#233;')).toBe('Café 🍕 é')
  })

  it('gives markup back as text, and leaves what the OFX reader decoded or HTML names alone', () => {
    expect(decodeXmlEntities('&#60;b&#62;Shop&#60;/b&#62;')).toBe('<b>Shop</b>')
    expect(decodeXmlEntities('&lt;3 &amp; &nbsp; &#38')).toBe('&lt;3 &amp; &nbsp; &#38')
  })

  it('keeps a reference to no character as written', () => {
    for (const reference of [
      '&#0;',
      '&#1;',
      '&#xD800;',
      '&#xFFFF;',
      '&#x110000;',
      '&#99999999999;',
    ]) {
      expect(decodeXmlEntities(`a${reference}b`)).toBe(`a${reference}b`)
    }
  })
})
