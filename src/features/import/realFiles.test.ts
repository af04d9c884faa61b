import {
  fixtureBytes,
  parseFixture,
  SHARED_FIXTURES_PRESENT,
  SHARED_IMPORT_FIXTURES,
  sharedFixtureNames,
} from '../../test/importFixtures'
import { decodeText } from './decodeText'
import type { FormatId } from './model'
import type { ParseOptions } from './parseImportFile'

// Files other projects published (shared/fixtures/import, see its README), read in place: the
// format tests beside this one use files this project wrote, so a clone alone passes; these
// check the same cases on real exports wherever the folder is there (CI has it).
const describeReal = SHARED_FIXTURES_PRESENT ? describe : describe.skip
if (!SHARED_FIXTURES_PRESENT) {
  process.stdout.write(
    `Real import files not run: ${SHARED_IMPORT_FIXTURES} is missing ` +
      '(set SHARED_DIR to the folder holding fixtures/import to run them).\n',
  )
}

const real = (name: string, options: ParseOptions = {}) =>
  parseFixture(name, { dir: SHARED_IMPORT_FIXTURES, ...options })
const expense = { type: 'expense', category: 'Misc' } as const

/** Every real file, what it is and how many rows it holds (its README's table). */
const FILES: Record<string, [FormatId, number]> = {
  'data-payee-memo.ofx': ['ofx', 4],
  '1252.qfx': ['ofx', 1],
  '8859-1.qfx': ['ofx', 1],
  'utf-8.qfx': ['ofx', 1],
  'data-multi-decimal.ofx': ['ofx', 2],
  'data-payee-memo.qif': ['qif', 4],
  'data-with-categories.qif': ['qif', 3],
  'qif-account.qif': ['qif', 1],
  'data-payee-memo.csv': ['csv', 4],
  'windows-1252.csv': ['csv', 2],
  'utf-8-bom.csv': ['csv', 2],
  'data_utf8.csv': ['csv', 3],
  'test-account.ofx': ['ofx', 2],
  'mint-transactions.csv': ['mint', 50],
  'ynab-register.csv': ['ynab', 2],
  'actual-export.csv': ['actual', 18],
}

describeReal('real files', () => {
  it('knows every real file', () => {
    expect(sharedFixtureNames().sort()).toEqual(Object.keys(FILES).sort())
  })

  it.each(Object.entries(FILES))('imports every row of %s', (name, [format, rows]) => {
    // Month first where the dates read two ways (ynab-register.csv: 08/01/2017), as in the US.
    const file = real(name, { dateOrder: 'mdy' })
    expect(file.format).toBe(format)
    expect(file.refused).toEqual([])
    expect(file.rows).toHaveLength(rows)
  })

  it('reads an SGML statement: payee, else memo, FITID kept, dates without the time', () => {
    const file = real('data-payee-memo.ofx')
    expect(file.formatLabel).toBe('OFX bank statement')
    expect(file.rows.map(({ description, bankId }) => [description, bankId])).toEqual([
      ['Payee Name', 'test-name-and-memo'],
      ['Payee Name Only', 'test-name-only'],
      ['Memo Only Text', 'test-memo-only'],
      ['', 'test-neither'],
    ])
    expect(file.rows[0]).toMatchObject({ ...expense, date: '2019-01-23', amountCents: 1000 })
  })

  it('reads OFX amounts with more than two decimals', () => {
    const file = real('data-multi-decimal.ofx')
    expect(file.rows.map(({ amountCents, description }) => [amountCents, description])).toEqual([
      [3000, 'PATIENT FIRST TOKEN 01/22 PURCHA'],
      [377, 'STARBUCKS STORE 07604 01/21 PURC'],
    ])
  })

  it('reads the statement the end-to-end tests of Actual use', () => {
    expect(real('test-account.ofx').rows).toEqual([
      {
        ...expense,
        date: '2024-07-15',
        amountCents: 1250,
        description: 'Corner Cafe',
        bankId: 'e2e-account-match-1',
        bankAccount: '000111222:987654321',
      },
      {
        ...expense,
        date: '2024-07-16',
        amountCents: 4000,
        description: 'Grocery Store',
        bankId: 'e2e-account-match-2',
        bankAccount: '000111222:987654321',
      },
    ])
  })

  it.each([
    ['1252.qfx', 'Café Métro €uro', 'cafe1252xx'],
    ['utf-8.qfx', 'Café Métro €uro', 'cafeUtf8xx'],
    ['8859-1.qfx', 'Paiement facture/Carte prépayée', 'wSoKuCS77'],
  ])('reads %s in its own encoding', (name, description, bankId) => {
    const file = real(name)
    expect(file.formatLabel).toBe('QFX bank statement')
    expect(file.rows).toEqual([
      {
        ...expense,
        date: '2022-10-19',
        amountCents: 2000,
        description,
        bankId,
        bankAccount: '700012345:999-12345-0055666-EOP',
      },
    ])
    expect(decodeText(fixtureBytes(name, SHARED_IMPORT_FIXTURES))).toContain(description)
  })

  it('reads QIF payees, else memos, categories as written, and skips an !Account block', () => {
    expect(real('data-payee-memo.qif').rows.map((row) => row.description)).toEqual([
      'Payee Name',
      'Payee Name Only',
      'Note Only Text',
      '',
    ])
    expect(real('data-with-categories.qif').rows.map((row) => row.category)).toEqual([
      'Usual Expenses:Shopping',
      'Groceries',
      'Food',
    ])
    expect(real('qif-account.qif').rows).toEqual([
      {
        date: '2018-12-19',
        type: 'expense',
        amountCents: 2500,
        category: 'Misc',
        description: 'COUNTY WASTE',
      },
    ])
  })

  it('reads generic CSVs in each encoding with guessed columns', () => {
    expect(real('data-payee-memo.csv').rows.map((row) => row.description)).toEqual([
      'Payee Name',
      'Payee Name Only',
      'Note Only Text',
      '',
    ])
    expect(real('data_utf8.csv').rows.map((row) => row.description)).toEqual([
      'Café René',
      'Müller GmbH',
      'Søren Ågård',
    ])
    expect(
      real('windows-1252.csv').rows.map(({ date, description }) => [date, description]),
    ).toEqual([
      ['2025-12-04', 'Café Rémy'],
      ['2025-12-05', 'Boulangerie Müller'],
    ])
    const bom = real('utf-8-bom.csv')
    expect(bom.columns?.header[0]).toBe('Felhasználónév')
    expect(bom.rows.map(({ date, amountCents }) => [date, amountCents])).toEqual([
      ['2025-12-04', 10000],
      ['2025-12-01', 10000],
    ])
  })

  it('reads a Mint export: debit as expense, credit as income, Mint’s categories', () => {
    const file = real('mint-transactions.csv')
    expect(file.rows[1]).toEqual({
      date: '2020-01-31',
      type: 'expense',
      amountCents: 1340,
      category: 'Fast Food',
      description: 'Bojangles',
    })
    expect(file.rows).toContainEqual({
      date: '2020-01-31',
      type: 'income',
      amountCents: 339041,
      category: 'Paycheck',
      description: 'IHS GLOBAL INC DIRECT DEP 29009179247',
    })
  })

  it('asks how a YNAB register writes its dates when they read two ways, then reads it', () => {
    const asked = real('ynab-register.csv')
    expect(asked.dateFormat).toEqual({ key: expect.any(String), order: null })
    expect({ rows: asked.rows, unread: asked.unread }).toEqual({ rows: [], unread: 2 })
    expect(real('ynab-register.csv', { dateOrder: 'mdy' }).rows).toEqual([
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

  it('reads an Actual export: notes for an empty payee, Misc for a transfer', () => {
    const [rent, transfer] = real('actual-export.csv').rows
    expect(rent).toEqual({
      date: '2024-04-01',
      type: 'expense',
      amountCents: 25000,
      category: 'Rent',
      description: 'Paying rent',
    })
    expect(transfer).toMatchObject({ type: 'income', category: 'Misc' })
  })
})
