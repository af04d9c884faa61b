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
    '=HYPERLINK("http://evil.example","Click")',
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
    expect(csv.split('\r\n')[0]).toBe('date,type,category,account,description,amount,tags,split')
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

describe("this app's CSV with tags and split lines", () => {
  const split = (description: string, fields: Partial<Transaction> = {}) =>
    transaction({
      amountCents: 1000,
      date: '2026-03-01',
      description,
      category: 'Split',
      splits: [
        { category: 'Food', amountCents: 750 },
        { category: '=Bills, etc.', amountCents: 250 },
      ],
      ...fields,
    })
  /** A shown transaction's fields, as an import row holds them. */
  const asRow = ({ id: _id, createdAt: _createdAt, ...fields }: Transaction) => {
    void [_id, _createdAt]
    return fields
  }

  it('reads back exactly what it exported: tags, and each split whole from its lines', () => {
    const list = [
      split('Shop', { tags: ['work', 'trip'] }),
      transaction({ date: '2026-03-02', description: 'Pay', type: 'income', category: 'Salary' }),
      transaction({ date: '2026-03-03', description: '-', tags: ['=sum', 'home'] }),
      split('Shop'),
      split('Three ways', {
        amountCents: 30,
        type: 'income',
        splits: [
          { category: 'Gift', amountCents: 10 },
          { category: 'Misc', amountCents: 10 },
          { category: 'Gift', amountCents: 10 },
        ],
      }),
    ]
    const file = parse(toCsv(list))
    expect(file.refused).toEqual([])
    expect(file.rows).toEqual(list.map(asRow))
  })

  it("reads a split's account, named on each of its lines, with its tags", () => {
    const csv = toCsv([split('Shop', { tags: ['trip'], account: 's' })], () => 'Savings')
    expect(csv.split('\r\n').slice(1)).toEqual([
      '2026-03-01,expense,Food,Savings,Shop,7.50,trip,1/2',
      `2026-03-01,expense,"'=Bills, etc.",Savings,Shop,2.50,trip,2/2`,
    ])
    const { splits, tags } = split('Shop', { tags: ['trip'] })
    expect(parse(csv).rows).toEqual([
      expect.objectContaining({ category: 'Split', splits, tags, accountName: 'Savings' }),
    ])
  })

  it('refuses lines out of order, or that do not share their transaction’s fields', () => {
    const header = 'date,type,category,description,amount,tags,split\r\n'
    const file = parse(
      header +
        '2026-03-01,expense,Food,Shop,7.50,,1/2\r\n' +
        '2026-03-01,expense,Bills,Shop,2.50,,1/2\r\n' +
        '2026-03-01,expense,Bills,Shop,2.50,,2/2\r\n' +
        '2026-03-02,expense,Food,Cafe,1.00,,1/2\r\n' +
        '2026-03-02,expense,Food,Bar,1.00,,2/2\r\n' +
        '2026-03-03,expense,Food,Tea,1.00,,x\r\n',
    )
    expect(file.rows.map(({ description, amountCents }) => [description, amountCents])).toEqual([
      ['Shop', 500],
    ])
    expect(file.refused).toEqual([
      { line: 2, messages: ['Split lines must follow each other, numbered 1/N to N/N'] },
      { line: 5, messages: ['Split lines must have the same date, type, description and tags'] },
      { line: 7, messages: ['Split lines must follow each other, numbered 1/N to N/N'] },
    ])
  })

  it("names a line's own problem by its number", () => {
    const file = parse(
      'date,type,category,description,amount,tags,split\r\n' +
        '2026-03-01,expense,,Shop,7.50,,1/2\r\n' +
        '2026-03-01,expense,Bills,Shop,2.50,,2/2\r\n',
    )
    expect(file.refused).toEqual([{ line: 2, messages: ['Line 1: Please select a category'] }])
  })
})
