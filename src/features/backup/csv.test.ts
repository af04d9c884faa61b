import type { Transaction } from '../transactions/model'
import { parseCsv, toCsv } from './csv'

function t(description: string, fields: Partial<Transaction> = {}): Transaction {
  return {
    id: '1',
    amountCents: 1250,
    type: 'expense',
    category: 'Food',
    date: '2026-03-01',
    description,
    userId: 'u',
    createdAt: '',
    ...fields,
  }
}

describe('CSV export', () => {
  it('writes a header and RFC 4180 rows', () => {
    expect(
      toCsv([
        t('Lunch, with "friends"'),
        t('two\nlines', { type: 'income', category: 'Gift', amountCents: 5 }),
      ]),
    ).toBe(
      'date,type,category,description,amount\r\n' +
        '2026-03-01,expense,Food,"Lunch, with ""friends""",12.50\r\n' +
        '2026-03-01,income,Gift,"two\nlines",0.05',
    )
  })

  it('defuses text a spreadsheet would run as a formula', () => {
    const csv = toCsv([t('=HYPERLINK("http://x")'), t('+1'), t('-2'), t('@SUM(A1)')])
    const cells = csv
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[3])
    expect(cells.map((cell) => cell.replace(/^"|"$/g, '').charAt(0))).toEqual(["'", "'", "'", "'"])
  })
})

describe('CSV round trip', () => {
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
  ])('keeps %p exactly', (description) => {
    const parsed = parseCsv(toCsv([t(description)]))
    expect(parsed).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          row: {
            date: '2026-03-01',
            type: 'expense',
            category: 'Food',
            description,
            amount: '12.50',
          },
        },
      ],
    })
  })
})

describe('CSV import parsing', () => {
  it('accepts columns in any order and case, and a byte-order mark', () => {
    const parsed = parseCsv(
      '\uFEFFAmount,Date,TYPE,Category,Description\r\n3.10,2026-01-02,income,Gift,Card\r\n',
    )
    expect(parsed).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          row: {
            amount: '3.10',
            date: '2026-01-02',
            type: 'income',
            category: 'Gift',
            description: 'Card',
          },
        },
      ],
    })
  })

  it('names missing columns', () => {
    expect(parseCsv('date,type,amount\n2026-01-01,income,1')).toEqual({
      ok: false,
      message: 'The file has no category, description column.',
    })
  })

  it('refuses an empty file', () => {
    expect(parseCsv('')).toEqual({ ok: false, message: 'The file is empty.' })
  })
})
