import { parseFixture } from '../../test/importFixtures'
import { parseImportFile } from './parseImportFile'

function parseText(name: string, text: string) {
  const outcome = parseImportFile(name, new TextEncoder().encode(text))
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome.file
}

describe('Mint export', () => {
  const file = parseFixture('mint-transactions.csv')

  it('is recognised by its header and imports every row', () => {
    expect(file.format).toBe('mint')
    expect(file.formatLabel).toBe('Mint export (CSV)')
    expect(file.refused).toEqual([])
    expect(file.rows).toHaveLength(50)
  })

  it('turns debit into an expense and credit into an income, keeping Mint’s category', () => {
    expect(file.rows.slice(0, 2)).toEqual([
      {
        date: '2020-01-31',
        type: 'expense',
        amountCents: 202,
        category: 'Gas & Fuel',
        description: 'Shell',
      },
      {
        date: '2020-01-31',
        type: 'expense',
        amountCents: 1340,
        category: 'Fast Food',
        description: 'Bojangles',
      },
    ])
    expect(file.rows).toContainEqual({
      date: '2020-01-31',
      type: 'income',
      amountCents: 339041,
      category: 'Paycheck',
      description: 'IHS GLOBAL INC DIRECT DEP 29009179247',
    })
    expect(file.rows[file.rows.length - 1]).toEqual({
      date: '2020-01-24',
      type: 'expense',
      amountCents: 50000,
      category: 'Transfer',
      description: 'Ally Bank Transfer',
    })
  })

  it('refuses a row whose Transaction Type is neither debit nor credit', () => {
    const mint = parseText(
      'mint.csv',
      'Date,Description,Original Description,Amount,Transaction Type,Category,Account Name,Labels,Notes\n' +
        '1/2/2020,Shop,SHOP,5.00,refund,Shopping,Card,,\n',
    )
    expect(mint.refused).toEqual([
      { line: 2, messages: ['Transaction Type must be debit or credit'] },
    ])
  })
})

describe('YNAB register', () => {
  it('reads Outflow and Inflow, the payee with its comma, and a file without a final newline', () => {
    const file = parseFixture('ynab-register.csv')
    expect(file.format).toBe('ynab')
    expect(file.formatLabel).toBe('YNAB register (CSV)')
    expect(file.refused).toEqual([])
    expect(file.rows).toEqual([
      {
        date: '2017-08-01',
        type: 'expense',
        amountCents: 2105,
        category: 'Groceries',
        description: 'Groceries, Inc.',
      },
      {
        date: '2017-08-01',
        type: 'income',
        amountCents: 7500,
        category: 'To be Budgeted',
        description: 'Uncle Herb',
      },
    ])
  })

  it('reads a YNAB 4 register, its sub category as the category and day-first dates', () => {
    const file = parseText(
      'register.csv',
      '\uFEFF"Account","Flag","Check Number","Date","Payee","Category","Master Category","Sub Category","Memo","Outflow","Inflow","Cleared","Running Balance"\n' +
        '"Checking","","","28/02/2015","Tesco","Everyday Expenses: Groceries","Everyday Expenses","Groceries","",£12.34,£0.00,"R",£100.00\n' +
        '"Checking","","","01/03/2015","","Income: Available this month","Income","Available this month","Salary",£0.00,"£1,000.00","R",£1100.00\n',
    )
    expect(file.format).toBe('ynab4')
    expect(file.rows).toEqual([
      {
        date: '2015-02-28',
        type: 'expense',
        amountCents: 1234,
        category: 'Groceries',
        description: 'Tesco',
      },
      {
        date: '2015-03-01',
        type: 'income',
        amountCents: 100000,
        category: 'Available this month',
        description: 'Salary',
      },
    ])
  })
})

describe('Actual export', () => {
  const file = parseFixture('actual-export.csv')

  it('is recognised by its header and imports every row', () => {
    expect(file.format).toBe('actual')
    expect(file.formatLabel).toBe('Actual export (CSV)')
    expect(file.refused).toEqual([])
    expect(file.rows).toHaveLength(18)
  })

  it('uses the notes when the payee is empty, and Misc for a transfer without category', () => {
    expect(file.rows[0]).toEqual({
      date: '2024-04-01',
      type: 'expense',
      amountCents: 25000,
      category: 'Rent',
      description: 'Paying rent',
    })
    expect(file.rows[1]).toEqual({
      date: '2024-01-31',
      type: 'income',
      amountCents: 20000,
      category: 'Misc',
      description: 'Current Checking Account',
    })
    expect(file.rows).toContainEqual({
      date: '2024-01-13',
      type: 'expense',
      amountCents: 1000,
      category: 'Entertainment:Music/Movies',
      description: 'Cinema tickets',
    })
  })
})
