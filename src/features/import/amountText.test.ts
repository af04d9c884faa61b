import { withinTime } from '../../test/withinTime'
import { netOfColumns, parseSignedCents } from './amountText'
import { parseImportFile } from './parseImportFile'

describe('parseSignedCents', () => {
  it.each([
    ['-10.00', -1000],
    ['42.50', 4250],
    ['-30.000', -3000],
    ['-3.77000', -377],
    ['0.005', 1],
    ['1,234.56', 123456],
    ['1.234,56', 123456],
    ['1 234,56', 123456],
    ["1'234.50", 123450],
    ['12,5', 1250],
    ['1,234', 123400],
    ['1.234.567', 123456700],
    ['$21.05', 2105],
    ['-$5', -500],
    ['$-5', -500],
    ['€ 12,50', 1250],
    ['USD 3', 300],
    ['12.50 EUR', 1250],
    ['(21.05)', -2105],
    ['21.05-', -2105],
    ['\u22125.00', -500],
    ['+7', 700],
    ['0.00', 0],
    ['-0.00', 0],
    ['.5', 50],
  ])('reads %p as %p cents', (text, cents) => {
    expect(parseSignedCents(text)).toBe(cents)
  })

  it.each(['', 'abc', '12 apples', '--5', '-(5)', '1.2.3,4,5', '-', '1,2,3.4.5', '5 -$'])(
    'refuses %p',
    (text) => {
      expect(parseSignedCents(text)).toBeNull()
    },
  )

  it('refuses an amount beyond the largest a transaction may hold', () => {
    expect(parseSignedCents('1000000000.00')).toBe(100_000_000_000)
    expect(parseSignedCents('1000000000.01')).toBeNull()
  })
})

describe('parseSignedCents on a long cell', () => {
  // 200,000 characters: linear work takes milliseconds, work growing with the square of the
  // length (the single pattern this replaced) some minutes.
  const long = 200_000

  it.each([
    ['digits then a letter', '1'.repeat(long) + 'x'],
    ['digits and spaces then a sign and a letter', '1 '.repeat(long / 2) + '-x'],
    ['digits grouped with commas, then two decimal points', '1'.repeat(long) + ',1.1.1'],
    ['a sign, digits and a currency code too many', '-' + '9'.repeat(long) + 'EURO'],
  ])('refuses %s in time', (_what, text) => {
    expect(withinTime(5_000, () => parseSignedCents(text))).toBeNull()
  })

  it('refuses the row of a file with such a cell, with the form’s message', () => {
    const csv = `Date,Payee,Amount\n2026-03-01,Tea,-3.50\n2026-03-02,Cake,${'1'.repeat(long)}x\n`
    const outcome = withinTime(5_000, () =>
      parseImportFile('bank.csv', new TextEncoder().encode(csv)),
    )
    expect(outcome.ok && outcome.file.refused).toEqual([
      { line: 3, messages: ['Please enter a valid amount greater than 0'] },
    ])
  })
})

describe('netOfColumns', () => {
  it('is money in minus money out, whatever sign each column carries', () => {
    expect(netOfColumns('$21.05', '$0.00')).toBe(-2105)
    expect(netOfColumns('', '75')).toBe(7500)
    expect(netOfColumns('-23.45', '')).toBe(-2345)
    expect(netOfColumns('1.00', '3.00')).toBe(200)
  })

  it('is null when neither column holds an amount or one holds something else', () => {
    expect(netOfColumns(' ', '')).toBeNull()
    expect(netOfColumns('n/a', '3')).toBeNull()
  })
})
