import type { Transaction } from '../transactions/model'
import { transaction } from '../../test/fixtures'
import { toCsv } from '../export/csv'
import { parseImportFile } from './parseImportFile'

function t(description: string): Transaction {
  return transaction({ amountCents: 1250, date: '2026-03-01', description })
}

function parse(text: string) {
  const outcome = parseImportFile('transactions.csv', new TextEncoder().encode(text))
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome.file
}

describe("this app's CSV", () => {
  it.each([
    'plain',
    'comma, inside',
    'quote " inside',
    'new\nline and\r\nCRLF',
    'unicode: café 🍕 日本',
    '=1+2',
    '+cmd',
    '-minus',
    '@at',
    "'already quoted",
    "'=quoted formula",
    '',
  ])('keeps %p exactly through export and import', (description) => {
    const file = parse(toCsv([t(description)]))
    expect(file.format).toBe('app-csv')
    expect(file.rows).toEqual([
      { date: '2026-03-01', type: 'expense', category: 'Food', description, amountCents: 1250 },
    ])
  })

  it('reads the dates a spreadsheet rewrote when it saved the export', () => {
    const file = parse(
      'date,type,category,description,amount\r\n' +
        '3/1/2026,expense,Food,Lunch,12.5\r\n' +
        '12/31/2025,income,Salary,Pay,800\r\n' +
        '2/30/2026,expense,Food,No such day,1\r\n',
    )
    expect(file.rows.map(({ date, description }) => [date, description])).toEqual([
      ['2026-03-01', 'Lunch'],
      ['2025-12-31', 'Pay'],
    ])
    expect(file.refused).toEqual([{ line: 4, messages: ['Please select a date'] }])
  })

  it('accepts columns in any order and case, and a byte-order mark', () => {
    const file = parse(
      '\uFEFFAmount,Date,TYPE,Category,Description\r\n3.10,2026-01-02,income,Gift,Card\r\n',
    )
    expect(file.formatLabel).toBe('Finance Tracker CSV')
    expect(file.rows).toEqual([
      {
        amountCents: 310,
        date: '2026-01-02',
        type: 'income',
        category: 'Gift',
        description: 'Card',
      },
    ])
  })

  it('leaves a bank’s CSV with these five among other columns to the column choice (Monzo)', () => {
    const file = parse(
      'Transaction ID,Date,Time,Type,Name,Emoji,Category,Amount,Currency,Local amount,' +
        'Local currency,Notes and #tags,Address,Receipt,Description,Category split,Money Out,' +
        'Money In\r\n' +
        'tx_1,15/03/2026,14:30:00,Card payment,Tesco,,Groceries,-45.67,GBP,-45.67,GBP,,,,' +
        'TESCO STORES,,-45.67,\r\n',
    )
    expect(file.format).toBe('csv')
    expect(file.refused).toEqual([])
    expect(file.rows).toEqual([
      {
        date: '2026-03-15',
        type: 'expense',
        amountCents: 4567,
        category: 'Groceries',
        description: 'TESCO STORES',
      },
    ])
  })

  it('lists every problem of a row with the form’s messages, by spreadsheet row', () => {
    const file = parse(
      'date,type,category,description,amount\n2026-03-01,expense,Food,Tea,3.50\n2026-02-30,refund,,Cake,-3\n',
    )
    expect(file.refused).toEqual([
      {
        line: 3,
        messages: [
          'Type must be income or expense',
          'Please enter a valid amount greater than 0',
          'Please select a category',
          'Please select a date',
        ],
      },
    ])
  })

  it('reads the account column of the export of a person with two or more accounts', () => {
    const csv = toCsv([t('Tea')], () => 'Savings')
    expect(csv.split('\r\n')[0]).toBe('date,type,category,account,description,amount')
    const file = parse(csv)
    expect(file.format).toBe('app-csv')
    expect(file.rows).toEqual([
      {
        date: '2026-03-01',
        type: 'expense',
        category: 'Food',
        description: 'Tea',
        amountCents: 1250,
        accountName: 'Savings',
      },
    ])
  })
})
