import { fileCell, readCell } from './csvFormat'

describe("the cells of this app's CSV", () => {
  it('guards the text columns against formulas, never the amount', () => {
    expect(fileCell('description', '=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`)
    expect(fileCell('category', '-Refunds')).toBe("'-Refunds")
    expect(fileCell('amount', '-5.00')).toBe('-5.00')
    expect(fileCell('split', '1/2')).toBe('1/2')
  })

  it('takes the guard off again where the export puts one, and only there', () => {
    for (const text of ['=HYPERLINK("http://x")', "'=quoted", "'plain", '-minus', 'plain']) {
      expect(readCell('description', fileCell('description', text))).toBe(text)
    }
    expect(readCell('tags', "'@work")).toBe('@work')
    // The export never guards an amount: a quote there is the file's own.
    expect(readCell('amount', "'-5.00")).toBe("'-5.00")
  })
})
