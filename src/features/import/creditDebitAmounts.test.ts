import { parseSignedCents } from './amountText'
import { parseImportFile } from './parseImportFile'

// UI_CONTRACT: "a negative or debit amount is an expense, a positive or credit one an income".
// Banks in Australia, the UK and India write the side after the figure: "12.00 DR", "5.00 CR".
describe('an amount marked debit or credit after its figure', () => {
  it.each([
    ['12.00 DR', -1200],
    ['12.00 Dr', -1200],
    ['1,234.56DR', -123456],
    ['$5.00 CR', 500],
    ['5.00 cr.', 500],
  ])('reads %p as %p cents', (text, cents) => {
    expect(parseSignedCents(text)).toBe(cents)
  })

  it.each(['-12.00 DR', '(5.00) CR', 'DR', 'CR 5 DR'])(
    'refuses %p, which says two things',
    (text) => {
      expect(parseSignedCents(text)).toBeNull()
    },
  )

  it("imports a bank's CSV written that way as expenses and incomes", () => {
    const csv =
      'Date,Narrative,Amount\n2026-03-05,Coffee,3.50 DR\n2026-03-06,Salary,"1,000.00 CR"\n'
    const outcome = parseImportFile('statement.csv', new TextEncoder().encode(csv))
    expect(outcome.ok && outcome.file.refused).toEqual([])
    expect(
      outcome.ok && outcome.file.rows.map(({ type, amountCents }) => [type, amountCents]),
    ).toEqual([
      ['expense', 350],
      ['income', 100000],
    ])
  })
})
