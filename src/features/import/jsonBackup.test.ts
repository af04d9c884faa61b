import { record } from '../../test/fixtures'
import { fromRecord, type Transaction } from '../transactions/model'
import { toJsonBackup } from '../export/jsonBackup'
import { parseJsonBackup } from './jsonBackup'
import { parseImportFile } from './parseImportFile'

function parse(name: string, text: string) {
  return parseImportFile(name, new TextEncoder().encode(text))
}

describe("this app's JSON backup", () => {
  it('keeps ids and creation times, so a restore is exact', () => {
    const a = record({ userId: 'u', description: 'Rent', category: 'Rent', amount: '1200.00' })
    const transactions = [fromRecord(a) as Transaction]
    const outcome = parse(
      'backup.json',
      toJsonBackup(transactions, 'u', new Date('2026-01-01T00:00:00Z')),
    )
    expect(outcome).toEqual({
      ok: true,
      file: {
        format: 'app-json',
        formatLabel: 'Finance Tracker backup (JSON)',
        rows: [
          {
            date: a.date,
            type: 'expense',
            amountCents: 120000,
            category: 'Rent',
            description: 'Rent',
            identity: { id: a.id, createdAt: a.createdAt },
          },
        ],
        refused: [],
      },
    })
  })

  it('refuses records the form would refuse, by their position', () => {
    const outcome = parse(
      'backup.json',
      JSON.stringify([record({ userId: 'u' }), { id: '9', amount: 'x' }]),
    )
    expect(outcome.ok && outcome.file.refused).toEqual([
      {
        line: 2,
        messages: [
          'Type must be income or expense',
          'Please enter a valid amount greater than 0',
          'Please select a category',
          'Please select a date',
        ],
      },
    ])
  })

  it('reads amounts as storage does: a number, and an older third decimal rounded', () => {
    const outcome = parse(
      't.json',
      JSON.stringify([
        record({ userId: 'u', amount: '12.345' }),
        { ...record({ userId: 'u' }), amount: 7.5 },
      ]),
    )
    expect(outcome.ok && outcome.file.refused).toEqual([])
    expect(outcome.ok && outcome.file.rows.map((row) => row.amountCents)).toEqual([1235, 750])
  })

  it('says why a file is not a backup', () => {
    expect(parse('backup.json', '{"nope":')).toEqual({
      ok: false,
      message: 'The file is not valid JSON.',
    })
    expect(parseJsonBackup('{"a":1}')).toEqual({
      ok: false,
      message: 'The file is not a Finance Tracker backup.',
    })
  })

  it('accepts a bare array of stored records', () => {
    expect(parseJsonBackup('[{"id":"1"}]')).toEqual({
      ok: true,
      records: [{ id: '1' }],
      lists: {},
    })
  })

  it("keeps a split's lines and the tags through a backup", () => {
    const split = {
      ...record({ userId: 'u', category: 'Split', amount: '10.00', description: 'Shop' }),
      splits: [
        { category: 'Food', amount: '7.50' },
        { category: 'Bills', amount: '2.50' },
      ],
      tags: ['work', 'trip'],
    }
    const shown = fromRecord(split) as Transaction
    const outcome = parse('b.json', toJsonBackup([shown], 'u', new Date()))
    expect(outcome.ok && outcome.file.rows[0]).toMatchObject({
      amountCents: 1000,
      category: 'Split',
      splits: shown.splits,
      tags: ['work', 'trip'],
    })
  })

  it('carries the category lists and rules it holds', () => {
    const lists = {
      categories: [{ name: 'Pets', type: 'expense', updatedAt: 'then' }],
      rules: [{ id: '1', contains: 'vet', category: 'Pets', updatedAt: 'then' }],
    }
    const outcome = parse('b.json', toJsonBackup([], 'u', new Date(), lists).replace('[]', '[{}]'))
    expect(outcome.ok && outcome.file.lists).toEqual(lists)
  })

  it('holds the accounts beside the category lists and rules', () => {
    const accounts = [{ id: 'savings', name: 'Savings', type: 'savings', opening: '0.00' }]
    const lists = { rules: [{ id: '1', contains: 'vet', category: 'Pets', updatedAt: 'then' }] }
    const text = toJsonBackup([], 'u', new Date(), { accounts, ...lists }).replace('[]', '[{}]')
    const outcome = parse('b.json', text)
    if (!outcome.ok) throw new Error(outcome.message)
    expect([outcome.file.accounts, outcome.file.lists]).toEqual([accounts, lists])
  })

  it("keeps the accounts, and each record's account, transfer and reconciled mark", () => {
    const half = {
      ...record({ userId: 'u', category: 'Transfer', amount: '5.00' }),
      account: 'savings',
      transfer: '42',
      reconciled: true,
    }
    const accounts = [{ id: 'savings', name: 'Savings', type: 'savings', opening: '0.00' }]
    const text = toJsonBackup([fromRecord(half) as Transaction], 'u', new Date(), { accounts })
    const outcome = parse('backup.json', text)
    if (!outcome.ok) throw new Error(outcome.message)
    expect(outcome.file.accounts).toEqual(accounts)
    expect(outcome.file.rows[0]).toMatchObject({
      account: 'savings',
      transfer: '42',
      reconciled: true,
    })
  })
})
