import { makeTestStore } from '../../test/renderWithProviders'
import { record, refuseStorageWrites, seedTransactions, storedJson } from '../../test/fixtures'
import { userSignedIn } from '../auth/authSlice'
import { selectAllTransactions } from '../transactions'
import { finishReconciliation } from './accountThunks'

const ada = { id: 'u1', name: 'Ada' }
const ACCOUNTS = 'accounts_u1'
const TRANSACTIONS = 'transactions_u1'

const accounts = [
  { id: 'main', name: 'Main', type: 'checking', opening: '0', updatedAt: '' },
  { id: 'savings', name: 'Savings', type: 'savings', opening: '0', updatedAt: '' },
]

function signedInStore(records: unknown[]) {
  localStorage.setItem(ACCOUNTS, JSON.stringify(accounts))
  seedTransactions(ada.id, records)
  const store = makeTestStore()
  store.dispatch(userSignedIn(ada))
  return store
}

beforeEach(() => localStorage.clear())
afterEach(() => jest.restoreAllMocks())

// The product promise: a change storage refused is not saved, and the person is told so. A
// reconciliation is one change: its marks without the account's date would leave transactions
// asking "This transaction is reconciled" after the screen said nothing was saved.
describe('a reconciliation storage refuses', () => {
  it('leaves no transaction marked when the account could not be written', () => {
    const early = record({ userId: ada.id, date: '2026-03-01' })
    const store = signedInStore([early])
    const before = localStorage.getItem(TRANSACTIONS)
    refuseStorageWrites('QuotaExceededError', 'accounts_')

    const outcome = store.dispatch(finishReconciliation('main', '2026-03-05'))

    expect(outcome).toEqual({ ok: false, message: expect.stringMatching(/was not saved/) })
    expect(localStorage.getItem(TRANSACTIONS)).toBe(before)
    expect(selectAllTransactions(store.getState())[0].reconciled).toBeUndefined()
    expect(storedJson(ACCOUNTS)).toEqual(accounts)
  })

  it('leaves the account as it was when the transactions could not be written', () => {
    const store = signedInStore([record({ userId: ada.id, date: '2026-03-01' })])
    const before = localStorage.getItem(TRANSACTIONS)
    refuseStorageWrites('QuotaExceededError', 'transactions_')

    const outcome = store.dispatch(finishReconciliation('main', '2026-03-05'))

    expect(outcome).toEqual({ ok: false, message: expect.stringMatching(/was not saved/) })
    expect(localStorage.getItem(TRANSACTIONS)).toBe(before)
    expect(storedJson(ACCOUNTS)).toEqual(accounts)
  })
})
