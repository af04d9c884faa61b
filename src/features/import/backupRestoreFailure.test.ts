import { makeTestStore } from '../../test/renderWithProviders'
import { refuseStorageWrites, seedTransactions, storedJson } from '../../test/fixtures'
import { userSignedIn } from '../auth/authSlice'
import { selectAccounts } from '../accounts'
import { selectWriteFailures } from '../../app/persistence/persistenceSlice'
import { importRows } from './importThunks'
import type { ImportRow } from './model'

const ada = { id: 'u1', name: 'Ada' }

function signedIn() {
  seedTransactions(ada.id, [])
  const store = makeTestStore()
  store.dispatch(userSignedIn(ada))
  return store
}

const row: ImportRow = {
  date: '2026-03-01',
  type: 'expense',
  amountCents: 100,
  category: 'Food',
  description: 'Tea',
  account: '1750000000000',
}
const savings = { id: '1750000000000', name: 'Savings', type: 'savings', opening: '10.00' }

beforeEach(() => localStorage.clear())
afterEach(() => jest.restoreAllMocks())

// A JSON backup's accounts and rows are one import (UI_CONTRACT: one Undo takes both back): when
// storage refuses the rows, the screen says nothing was imported, so no account may stay behind.
describe("a backup's import storage refuses", () => {
  it('adds none of its accounts when its rows could not be stored', () => {
    const store = signedIn()
    refuseStorageWrites('QuotaExceededError', 'transactions_')

    const outcome = store.dispatch(importRows([row], { accounts: [savings] }))

    expect(outcome).toEqual({ ok: false, message: expect.stringContaining('storage is full') })
    expect(storedJson('accounts_u1') ?? []).toEqual([])
    expect(selectAccounts(store.getState()).map((account) => account.name)).toEqual(['Main'])
    // Nor is an Undo offered for an import that added nothing.
    expect(store.getState().undo.step).not.toBe('offered')
  })
})

// The product promise: a storage failure is shown to the person, never passed over.
it("tells the person when storage refuses a backup's categories", () => {
  const store = signedIn()
  refuseStorageWrites('QuotaExceededError', 'categories_')
  const lists = { categories: [{ name: 'Pets', type: 'expense', updatedAt: 'then' }] }

  store.dispatch(importRows([{ ...row, account: undefined }], { lists }))

  expect(storedJson('categories_u1')).toBeNull()
  expect(selectWriteFailures(store.getState())).toEqual([
    { id: expect.any(Number), message: expect.stringContaining('storage is full') },
  ])
})
