import { OWN_IMPORT_FIXTURES, parseFixture } from '../../test/importFixtures'
import { qifCandidates } from './qif'

describe('QIF files', () => {
  it('reads payee, else memo, as the description and puts a file without categories in Misc', () => {
    const file = parseFixture('data-payee-memo.qif')
    expect(file.format).toBe('qif')
    expect(file.formatLabel).toBe('QIF file')
    expect(file.refused).toEqual([])
    expect(file.rows).toEqual([
      {
        date: '2019-01-23',
        type: 'expense',
        amountCents: 1000,
        category: 'Misc',
        description: 'Payee Name',
      },
      {
        date: '2019-01-23',
        type: 'expense',
        amountCents: 2000,
        category: 'Misc',
        description: 'Payee Name Only',
      },
      {
        date: '2019-01-23',
        type: 'expense',
        amountCents: 3000,
        category: 'Misc',
        description: 'Note Only Text',
      },
      { date: '2019-01-23', type: 'expense', amountCents: 4000, category: 'Misc', description: '' },
    ])
  })

  it('keeps the file’s category text as it is, Group:Category names included', () => {
    expect(parseFixture('data-with-categories.qif').rows).toEqual([
      {
        date: '2018-12-19',
        type: 'expense',
        amountCents: 10058,
        category: 'Usual Expenses:Shopping',
        description: 'Outlet',
      },
      {
        date: '2018-12-19',
        type: 'expense',
        amountCents: 2015,
        category: 'Groceries',
        description: 'GroceriesYou',
      },
      {
        date: '2018-12-19',
        type: 'expense',
        amountCents: 4060,
        category: 'Food',
        description: 'RestaurantExample',
      },
    ])
  })

  it('skips an !Account block before the transactions', () => {
    expect(parseFixture('qif-account.qif').rows).toEqual([
      {
        date: '2018-12-19',
        type: 'expense',
        amountCents: 2500,
        category: 'Misc',
        description: 'COUNTY WASTE',
      },
    ])
  })

  it('reads cash and credit-card sections, one row per split, and refuses splits that do not add up', () => {
    const file = parseFixture('quicken-splits.qif', { dir: OWN_IMPORT_FIXTURES })
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
    )
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

  it('reads day-first dates when the file shows them, and a last record without ^', () => {
    const candidates = qifCandidates(
      '!Type:Bank\r\nD13/02/2026\r\nT5\r\n^\r\nD01/03/2026\r\nT-1,234.50\r\n',
    )
    expect(candidates.map(({ line, date, cents }) => [line, date, cents])).toEqual([
      [2, '2026-02-13', 500],
      [5, '2026-03-01', -123450],
    ])
  })

  it('refuses a split whose amount is not a number, with the whole record', () => {
    const [candidate, ...rest] = qifCandidates('!Type:Bank\nD1/2/26\nT-3\nSFood\n$x\n^\n')
    expect(rest).toEqual([])
    expect(candidate.problems).toEqual(['The split amount "x" is not a number'])
  })
})
