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
    const file = parseFixture(name)
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
