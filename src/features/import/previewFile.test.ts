import { makeTestStore } from '../../test/renderWithProviders'
import { record, seedTransactions, storedJson } from '../../test/fixtures'
import {
  SHARED_FIXTURES_PRESENT,
  SHARED_IMPORT_FIXTURES,
  parseFixture,
} from '../../test/importFixtures'
import { userSignedIn } from '../auth/authSlice'
import { EXPENSE_CATEGORIES } from '../categories'
import { undoLast } from '../undo/undoThunks'
import { importRows } from './importThunks'
import type { ImportRow, ParsedFile } from './model'
import { previewFile } from './previewFile'

const ada = { id: 'u1', name: 'Ada' }
const rule = (id: string, contains: string, category: string) => ({
  id,
  contains,
  category,
  updatedAt: '2026-03-01T00:00:00.000Z',
})

function signedIn(rules: unknown[], records: unknown[] = []) {
  seedTransactions(ada.id, records)
  localStorage.setItem('rules_u1', JSON.stringify(rules))
  const store = makeTestStore()
  store.dispatch(userSignedIn(ada))
  return store
}

const row = (description: string, category = 'Misc'): ImportRow => ({
  date: '2026-03-01',
  type: 'expense',
  amountCents: 100,
  category,
  description,
})
const file = (rows: ImportRow[], format: ParsedFile['format'] = 'ofx'): ParsedFile => ({
  format,
  formatLabel: 'A file',
  rows,
  refused: [],
})
const categories = (rows: readonly ImportRow[]) => rows.map((one) => one.category)

describe('the preview of an import', () => {
  it('gives the rules’ categories to new rows without one, and the write stores them', () => {
    const store = signedIn([rule('1', 'tesco', 'Food'), rule('2', 'tesco petrol', 'Transport')])
    const preview = store.dispatch(
      previewFile(file([row('TESCO STORES'), row('Tesco Petrol 44'), row('Tesco', 'Bills')])),
    )
    expect(categories(preview.fresh)).toEqual(['Food', 'Transport', 'Bills'])
    store.dispatch(importRows(preview.fresh))
    const stored = storedJson('transactions_u1') as { category: string; imported?: true }[]
    expect(stored.map(({ category, imported }) => [category, imported])).toEqual([
      ['Food', true],
      ['Transport', true],
      ['Bills', true],
    ])
  })

  it("leaves this app's own files as they were exported", () => {
    const store = signedIn([rule('1', 'tesco', 'Food')])
    const preview = store.dispatch(previewFile(file([row('Tesco')], 'app-csv')))
    expect(categories(preview.fresh)).toEqual(['Misc'])
  })

  it("adds a backup's categories and rules the person lacks, undone with its rows", () => {
    const store = signedIn([rule('1', 'VET', 'Pets')], [record({ userId: ada.id })])
    const lists = {
      categories: [
        { name: 'Food', type: 'expense', updatedAt: 'then' },
        { name: 'Pets', type: 'expense', updatedAt: 'then' },
      ],
      rules: [rule('1', 'vet', 'Pets'), rule('2', 'edf', 'Bills')],
    }
    const backup = { ...file([row('Kept')], 'app-json'), lists }
    const preview = store.dispatch(previewFile(backup))
    // Food is in SPEC.md's list, which the person keeps: Pets is what the backup adds.
    expect(preview.lists).toEqual({ categories: [lists.categories[1]], rules: [lists.rules[1]] })
    store.dispatch(importRows(preview.fresh, backup))
    expect(storedJson('categories_u1')).toEqual(lists.categories)
    expect(storedJson('rules_u1')).toEqual([rule('1', 'VET', 'Pets'), lists.rules[1]])
    store.dispatch(undoLast())
    // SPEC.md's expense list, which the restore wrote as the person's apart from its Undo.
    const names = (storedJson('categories_u1') as { name: string }[]).map(({ name }) => name)
    expect(names).toEqual(EXPENSE_CATEGORIES)
    expect(storedJson('rules_u1')).toEqual([rule('1', 'VET', 'Pets')])
    expect(storedJson('transactions_u1')).toHaveLength(1)
  })
})

const describeReal = SHARED_FIXTURES_PRESENT ? describe : describe.skip

describeReal('the real files, imported with three rules', () => {
  const rules = [
    rule('1', 'starbucks', 'Food'),
    rule('2', 'payee', 'Shopping'),
    rule('3', 'groceries', 'Food'),
  ]
  const preview = (name: string) =>
    signedIn(rules)
      .dispatch(previewFile(parseFixture(name, { dir: SHARED_IMPORT_FIXTURES, dateOrder: 'mdy' })))
      .fresh.map((one) => [one.description, one.category])

  it('give the rules’ categories to matching rows that have none', () => {
    expect(preview('data-multi-decimal.ofx')).toEqual([
      ['PATIENT FIRST TOKEN 01/22 PURCHA', 'Misc'],
      ['STARBUCKS STORE 07604 01/21 PURC', 'Food'],
    ])
    expect(preview('data-payee-memo.ofx')).toEqual([
      ['Payee Name', 'Shopping'],
      ['Payee Name Only', 'Shopping'],
      ['Memo Only Text', 'Misc'],
      ['', 'Misc'],
    ])
  })

  it("keep the file's own categories where it has them, a matching rule or not", () => {
    expect(preview('data-with-categories.qif')).toEqual([
      ['Outlet', 'Usual Expenses:Shopping'],
      ['GroceriesYou', 'Groceries'],
      ['RestaurantExample', 'Food'],
    ])
    const mint = parseFixture('mint-transactions.csv', { dir: SHARED_IMPORT_FIXTURES })
    expect(preview('mint-transactions.csv')).toEqual(
      mint.rows.map((one) => [one.description, one.category]),
    )
  })
})
