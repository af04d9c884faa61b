import { parseFixture } from '../../test/importFixtures'
import { qifCandidates } from './qif'

describe('QIF files', () => {
  it('skips an !Account block, reads payee, else memo, and the category text as it is', () => {
    const file = parseFixture('household.qif')
    expect(file.format).toBe('qif')
    expect(file.formatLabel).toBe('QIF file')
    expect(file.refused).toEqual([])
    expect(file.rows).toEqual([
      {
        date: '2025-12-19',
        type: 'expense',
        amountCents: 5840,
        category: 'Home:Improvement',
        description: 'HARBOR HARDWARE',
      },
      {
        date: '2025-12-20',
        type: 'expense',
        amountCents: 7615,
        category: 'Food:Groceries',
        description: 'GREENLEAF GROCERS',
      },
      {
        date: '2025-12-22',
        type: 'income',
        amountCents: 2499,
        category: 'Household',
        description: 'Refund for returned kettle',
      },
      { date: '2025-12-23', type: 'expense', amountCents: 900, category: 'Misc', description: '' },
    ])
  })

  it('reads cash and credit-card sections, one row per split, and refuses splits that do not add up', () => {
    // Its dates (3/1/2026 to 3/7/2026) read two ways: the person says month first.
    const file = parseFixture('quicken-splits.qif', { dateOrder: 'mdy' })
    expect(file.rows).toEqual([
      {
        date: '2026-03-01',
        type: 'expense',
        amountCents: 1850,
        category: 'Food',
        description: 'Farmers Market',
      },
      {
        date: '2026-03-02',
        type: 'expense',
        amountCents: 8500,
        category: 'Food',
        description: 'Costco',
      },
      {
        date: '2026-03-02',
        type: 'expense',
        amountCents: 3500,
        category: 'Household',
        description: 'Costco',
      },
      {
        date: '2026-03-06',
        type: 'income',
        amountCents: 1200,
        category: 'Food',
        description: 'Corner Shop',
      },
    ])
    const costco = file.rows.filter((row) => row.description === 'Costco')
    expect(costco.reduce((sum, row) => sum + row.amountCents, 0)).toBe(12000)
    expect(file.refused).toEqual([
      { line: 35, messages: ['The splits add up to -$45.00, not the total -$40.00'] },
    ])
  })

  it('takes the split memo as the description when the record has no payee', () => {
    const candidates = qifCandidates(
      '!Type:Bank\nD31/01/2026\nT-10.00\nMShopping trip\nSFood\nEBread\n$-4.00\nSFun\n$-6.00\n^\n',
    ).readIn('dmy')
    expect(
      candidates.map(({ date, cents, description, category }) => [
        date,
        cents,
        description,
        category,
      ]),
    ).toEqual([
      ['2026-01-31', -400, 'Bread', 'Food'],
      ['2026-01-31', -600, 'Shopping trip', 'Fun'],
    ])
  })

  it('gives its dates as written, and reads them in the order given, to a last record without ^', () => {
    const qif = qifCandidates(
      '!Type:Bank\r\nD13/02/2026\r\nT5\r\n^\r\nD01/03/2026\r\nT-1,234.50\r\n',
    )
    expect(qif.dates).toEqual(['13/02/2026', '01/03/2026'])
    expect(qif.readIn('dmy').map(({ line, date, cents }) => [line, date, cents])).toEqual([
      [2, '2026-02-13', 500],
      [5, '2026-03-01', -123450],
    ])
  })

  it('refuses a split whose amount is not a number, with the whole record', () => {
    const [candidate, ...rest] = qifCandidates('!Type:Bank\nD1/2/26\nT-3\nSFood\n$x\n^\n').readIn(
      'mdy',
    )
    expect(rest).toEqual([])
    expect(candidate.problems).toEqual(['The split amount "x" is not a number'])
  })
})
