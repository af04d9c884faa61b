import { guardFormula, unguardFormula } from './formulaGuard'

describe('the formula guard of text written to a spreadsheet', () => {
  it('puts a quote before text a spreadsheet would run as a formula', () => {
    expect(guardFormula('=HYPERLINK("http://evil.example","Click")')).toBe(
      `'=HYPERLINK("http://evil.example","Click")`,
    )
    expect(['+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'].map(guardFormula)).toEqual([
      "'+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\t=1",
      "'\r=1",
    ])
  })

  it('leaves other text as it is', () => {
    expect(['Lunch', 'a = b', '', ' =1', '3/2026'].map(guardFormula)).toEqual([
      'Lunch',
      'a = b',
      '',
      ' =1',
      '3/2026',
    ])
  })

  it('gives back exactly the text it guarded, quotes of its own included', () => {
    for (const text of ['=1+2', "'=quoted", "'", "''", "'plain", 'plain', '-5.00', '@', '']) {
      expect(unguardFormula(guardFormula(text))).toBe(text)
    }
  })

  it('takes off only a quote it could have added', () => {
    expect(unguardFormula("'plain")).toBe("'plain")
    expect(unguardFormula("'=1")).toBe('=1')
  })
})
