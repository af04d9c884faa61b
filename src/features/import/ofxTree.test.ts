import { aggregates, field, readOfxTree } from './ofxTree'

describe('readOfxTree', () => {
  it('reads SGML: leaves without end tags, aggregates closed, a name met twice as a list', () => {
    const tree = readOfxTree(
      'OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n<BANKTRANLIST>\n<DTSTART>20260301\n' +
        '<STMTTRN>\n<TRNAMT>-5.00\n<FITID>1\n</STMTTRN>\n' +
        '<STMTTRN>\n<TRNAMT>7\n<FITID>2\n</STMTTRN>\n</BANKTRANLIST>\n</OFX>\n',
    )
    expect(tree).toEqual({
      BANKTRANLIST: {
        DTSTART: '20260301',
        STMTTRN: [
          { TRNAMT: '-5.00', FITID: '1' },
          { TRNAMT: '7', FITID: '2' },
        ],
      },
    })
  })

  it('reads XML: end tags, empty elements, declarations and comments', () => {
    const tree = readOfxTree(
      '<?xml version="1.0"?>\n<?OFX OFXHEADER="200"?>\n<OFX>\n<!-- a <note> -->\n' +
        '<STMTTRN>\n  <NAME>  Tea  </NAME>\n  <MEMO></MEMO>\n  <EXTDNAME/>\n</STMTTRN>\n</OFX>',
    )
    expect(tree).toEqual({ STMTTRN: { NAME: 'Tea', MEMO: '', EXTDNAME: '' } })
  })

  it('gives the elements after a leaf SGML left without text to its parent', () => {
    const tree = readOfxTree('<OFX><STMTTRN><NAME><MEMO>Rent<FITID>9</STMTTRN></OFX>')
    expect(tree).toEqual({ STMTTRN: { NAME: '', MEMO: 'Rent', FITID: '9' } })
  })

  it('decodes &lt; &gt; and &amp; only, as every OFX reader does', () => {
    const tree = readOfxTree('<OFX><NAME>A &amp; B &lt;3&gt; &apos;x&apos; &amp;lt;</OFX>')
    expect(field(tree ?? undefined, 'NAME')).toBe('A & B <3> &apos;x&apos; &lt;')
  })

  it.each([
    ['no OFX element', 'OFXHEADER:100\n<FOO>1</FOO>'],
    ['an aggregate never closed', '<OFX><BANKMSGSRSV1><STMTTRNRS>'],
    ['an end tag without its start', '<OFX><A>1</B></OFX>'],
    ['a tag that never ends', '<OFX><STMTTRN'],
    ['a comment that never ends', '<OFX><!-- note'],
    ['an empty OFX element', '<OFX></OFX>'],
    ['nesting far deeper than OFX goes', `<OFX>${'<A>'.repeat(40)}x${'</A>'.repeat(40)}</OFX>`],
  ])('is null for %s', (_what, content) => {
    expect(readOfxTree(content)).toBeNull()
  })
})

describe('aggregates and field', () => {
  const tree = readOfxTree('<OFX><S><N>1</S><S><N>2</S><T>x</OFX>') ?? undefined

  it('gives one aggregate or several as a list, and none for text or nothing', () => {
    expect(aggregates(tree, 'S').map((s) => field(s, 'N'))).toEqual(['1', '2'])
    expect(aggregates(tree, 'T')).toEqual([])
    expect(aggregates(tree, 'missing')).toEqual([])
  })

  it('gives a leaf’s text, and nothing for an aggregate or a missing name', () => {
    expect(field(tree, 'T')).toBe('x')
    expect(field(tree, 'S')).toBe('')
    expect(field(tree, 'missing')).toBe('')
  })
})
