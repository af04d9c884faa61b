import { readdirSync } from 'node:fs'
import { OWN_IMPORT_FIXTURES, parseFixture } from '../../test/importFixtures'
import type { FormatId } from './model'
import { parseImportFile } from './parseImportFile'

const encode = (text: string) => new TextEncoder().encode(text)

/** Every file this project wrote, what it is and how many rows it imports. */
const OWN: Record<string, [FormatId, number]> = {
  'checking.ofx': ['ofx', 4],
  'savings.ofx': ['ofx', 2],
  'statement-v2.ofx': ['ofx', 2],
  'cafe-1252.qfx': ['ofx', 1],
  'cafe-utf8.qfx': ['ofx', 1],
  'epicerie-8859-1.qfx': ['ofx', 1],
  'household.qif': ['qif', 4],
  'quicken-splits.qif': ['qif', 4],
  'mint.csv': ['mint', 5],
  'ynab.csv': ['ynab', 2],
  'actual.csv': ['actual', 5],
  'utf8.csv': ['csv', 3],
  'utf8-bom.csv': ['csv', 2],
  'utf16le-bom.csv': ['csv', 3],
  'windows-1252.csv': ['csv', 2],
  'debit-credit-dmy.csv': ['csv', 4],
}

describe('parseImportFile', () => {
  it('knows every file of its own (each has its own assertions in the format tests)', () => {
    expect(readdirSync(OWN_IMPORT_FIXTURES).sort()).toEqual(Object.keys(OWN).sort())
  })

  it.each(Object.entries(OWN))('imports the rows of %s', (name, [format, rows]) => {
    // Month first where the dates read two ways (quicken-splits.qif): as Quicken writes in the US.
    const file = parseFixture(name, { dateOrder: 'mdy' })
    expect(file.format).toBe(format)
    expect(file.rows).toHaveLength(rows)
  })

  it('refuses an empty file, a file of only a header, and a file that is not text', () => {
    expect(parseImportFile('a.csv', encode(' \n'))).toEqual({
      ok: false,
      message: 'The file is empty.',
    })
    expect(parseImportFile('a.csv', encode('Date,Amount\n'))).toEqual({
      ok: false,
      message: 'The file holds no transactions.',
    })
    expect(parseImportFile('a.xlsx', new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0xff]))).toEqual({
      ok: false,
      message:
        'This file cannot be imported: choose a bank statement (OFX, QFX or QIF), a CSV file or a ' +
        'Finance Tracker backup (JSON).',
    })
  })

  it('says which row opens a quote that is never closed, instead of swallowing the rest', () => {
    const csv = 'Date,Payee,Amount\n2026-01-01,Tea,-3\n2026-01-02,"Cake,-4\n2026-01-03,Bun,-5\n'
    expect(parseImportFile('bank.csv', encode(csv))).toEqual({
      ok: false,
      message:
        'Row 3 opens a quote that is never closed, so the rest of the file cannot be told apart. ' +
        'Fix the file and try again.',
    })
    expect(
      parseImportFile('bank.csv', encode('Date,Payee,Amount\n2026-01-01,"Tea"x,-3\n')),
    ).toEqual({
      ok: false,
      message: 'Row 2 has a quote in the wrong place. Fix the file and try again.',
    })
  })

  it('counts the row of a broken quote from the start of a large file', () => {
    const good = Array.from({ length: 60_000 }, (_, i) => `2026-01-01,Item ${i},-1.00`)
    const csv = ['Date,Payee,Amount', ...good, '2026-01-02,"Cake,-4', '2026-01-03,Bun,-5'].join(
      '\n',
    )
    const outcome = parseImportFile('big.csv', encode(csv))
    expect(outcome.ok || outcome.message).toMatch(/^Row 60002 opens a quote that is never closed/)
  })

  it('reads a semicolon-separated file', () => {
    const outcome = parseImportFile(
      'bank.csv',
      encode('Datum;Betrag;Text\n31.01.2026;-1.234,50;Miete\n'),
    )
    if (!outcome.ok) throw new Error(outcome.message)
    expect(outcome.file.rows).toEqual([
      {
        date: '2026-01-31',
        type: 'expense',
        amountCents: 123450,
        category: 'Misc',
        description: 'Miete',
      },
    ])
  })

  it('reports progress while it splits a large CSV and checks its rows, ending at 1', () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => `2026-01-01,Item ${i},-1.00`)
    const progress: number[] = []
    const outcome = parseImportFile(
      'big.csv',
      encode(['Date,Payee,Amount', ...lines].join('\n')),
      {},
      (share) => progress.push(share),
    )
    expect(outcome.ok && outcome.file.rows.length).toBe(50_000)
    expect(progress[0]).toBeGreaterThan(0)
    expect(progress[0]).toBeLessThan(0.6)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(progress.length).toBeGreaterThan(10)
    expect(progress[progress.length - 1]).toBe(1)
  })
})

describe('a file whose dates read two ways', () => {
  // A UK statement: 5 and 6 March, which month first would read as 3 May and 3 June.
  const files: [string, string, string][] = [
    [
      'QIF',
      'bank.qif',
      '!Type:Bank\nD05/03/2026\nPTesco\nT-23.45\n^\nD06/03/2026\nPPay\nT1850\n^\n',
    ],
    [
      'Mint',
      'mint.csv',
      'Date,Description,Original Description,Amount,Transaction Type,Category\n' +
        '05/03/2026,Tesco,TESCO,23.45,debit,Food\n06/03/2026,Pay,PAY,1850,credit,Salary\n',
    ],
    [
      'YNAB',
      'ynab.csv',
      'Account,Flag,Date,Payee,Category Group/Category,Category Group,Category,Memo,Outflow,Inflow,Cleared\n' +
        'Current,,05/03/2026,Tesco,Bills: Food,Bills,Food,,£23.45,£0.00,Cleared\n' +
        'Current,,06/03/2026,Pay,Inflow: Ready,Inflow,Ready,,£0.00,"£1,850.00",Cleared\n',
    ],
    [
      'this app’s CSV',
      'export.csv',
      'date,type,category,description,amount\n' +
        '05/03/2026,expense,Food,Tesco,23.45\n06/03/2026,income,Salary,Pay,1850\n',
    ],
  ]
  const parse = (name: string, text: string, options = {}) => {
    const outcome = parseImportFile(name, encode(text), options)
    if (!outcome.ok) throw new Error(outcome.message)
    return outcome.file
  }

  it.each(files)('from %s is read only once its date format is chosen', (_from, name, text) => {
    const asked = parse(name, text)
    expect(asked.dateFormat).toEqual({ key: expect.any(String), order: null })
    expect({ rows: asked.rows, refused: asked.refused, unread: asked.unread }).toEqual({
      rows: [],
      refused: [],
      unread: 2,
    })
    const chosen = parse(name, text, { dateOrder: 'dmy' })
    expect(chosen.dateFormat?.order).toBe('dmy')
    expect(chosen.unread).toBeUndefined()
    expect(chosen.rows.map((row) => row.date)).toEqual(['2026-03-05', '2026-03-06'])
  })

  it.each(files)('from %s takes the date format remembered for its header', (_from, name, text) => {
    const { dateFormat } = parse(name, text)
    const remembered = { [dateFormat?.key ?? '']: { dateOrder: 'dmy' } }
    expect(parse(name, text, { remembered }).rows.map((row) => row.date)).toEqual([
      '2026-03-05',
      '2026-03-06',
    ])
  })

  it.each(files)('from %s, with a day over 12, is read without asking', (_from, name, text) => {
    const { dateFormat } = parse(name, text)
    const settled = parse(name, text.replace('06/03/2026', '16/03/2026'), {
      remembered: { [dateFormat?.key ?? '']: { dateOrder: 'mdy' } },
    })
    expect(settled.dateFormat).toBeUndefined()
    expect(settled.rows.map((row) => row.date)).toEqual(['2026-03-05', '2026-03-16'])
  })
})
