import { parseFixture } from '../../test/importFixtures'
import { parseImportFile } from './parseImportFile'

function parseText(name: string, text: string) {
  const outcome = parseImportFile(name, new TextEncoder().encode(text))
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome.file
}

describe('Mint export', () => {
  const file = parseFixture('mint.csv')

  it('is recognised by its header and imports every row', () => {
    expect(file.format).toBe('mint')
    expect(file.formatLabel).toBe('Mint export (CSV)')
    expect(file.refused).toEqual([])
    expect(file.rows).toHaveLength(5)
  })

  it('turns debit into an expense and credit into an income, keeping Mint’s category', () => {
    expect(file.rows.slice(0, 2)).toEqual([
      {
        date: '2026-02-14',
        type: 'expense',
        amountCents: 4820,
        category: 'Restaurants',
        description: 'Blue Door Bistro',
      },
      {
        date: '2026-02-13',
        type: 'income',
        amountCents: 215000,
        category: 'Paycheck',
        description: 'Northwind Payroll',
      },
    ])
  })

  it('takes the original description when the description is empty', () => {
    expect(file.rows[2]).toMatchObject({ amountCents: 3107, description: 'SUNRISE GAS 0042' })
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
    const file = parseFixture('ynab.csv')
    expect(file.format).toBe('ynab')
    expect(file.formatLabel).toBe('YNAB register (CSV)')
    expect(file.refused).toEqual([])
    expect(file.rows).toEqual([
      {
        date: '2025-09-14',
        type: 'expense',
        amountCents: 6430,
        category: 'Groceries',
        description: 'Fresh & Co, Market',
      },
      {
        date: '2025-09-02',
        type: 'income',
        amountCents: 12000,
        category: 'Ready to Assign',
        description: 'Birthday gift from Aunt May',
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
  const file = parseFixture('actual.csv')

  it('is recognised by its header and imports every row', () => {
    expect(file.format).toBe('actual')
    expect(file.formatLabel).toBe('Actual export (CSV)')
    expect(file.refused).toEqual([])
    expect(file.rows).toHaveLength(5)
  })

  it('uses the notes when the payee is empty, and Misc for a transfer without category', () => {
    expect(file.rows.slice(0, 3)).toEqual([
      {
        date: '2025-11-03',
        type: 'expense',
        amountCents: 95000,
        category: 'Housing:Rent',
        description: 'Monthly rent',
      },
      {
        date: '2025-11-04',
        type: 'expense',
        amountCents: 15000,
        category: 'Misc',
        description: 'Rainy Day Savings',
      },
      {
        date: '2025-11-04',
        type: 'income',
        amountCents: 15000,
        category: 'Misc',
        description: 'Main Checking',
      },
    ])
  })
})
