import { deleteTransaction } from '../../transactions/editThunks'
import {
  record,
  refuseStorageWrites,
  ruleRecord,
  seedRules,
  seedSession,
  seedTransactions,
  storedJson,
} from '../../../test/fixtures'
import { makeReadyStore } from '../../../test/renderWithProviders'

const ada = { id: 'u1', name: 'Ada' }
const old = record({ userId: ada.id, description: 'Old', date: '2020-01-01' })
// Due today: the catch-up at start adds today's occurrence.
const rent = ruleRecord()

const descriptions = () =>
  (storedJson(`transactions_${ada.id}`) as { description: string }[]).map((r) => r.description)

beforeEach(() => {
  seedSession(ada)
  seedTransactions(ada.id, [old])
  seedRules(ada.id, [rent])
})
afterEach(() => jest.restoreAllMocks())

describe('the catch-up of recurring transactions', () => {
  it('adds what came due once a delete here frees the space it needed', async () => {
    const full = refuseStorageWrites('QuotaExceededError', 'transactions_')
    const { store } = await makeReadyStore()
    expect(store.getState().persistence.failures).toEqual([
      { id: 1, message: expect.stringContaining('storage is full. Free some space') },
    ])
    full.mockRestore()
    store.dispatch(deleteTransaction(old.id))
    expect(descriptions()).toEqual(['Flat'])
  })

  it('says the browser is not letting it use storage when storage is blocked', async () => {
    refuseStorageWrites('SecurityError', 'transactions_')
    const { store } = await makeReadyStore()
    expect(store.getState().persistence.failures).toEqual([
      { id: 1, message: expect.stringContaining('not letting the app use its storage') },
    ])
  })

  it('says nothing when the occurrences were stored and only moving the rule on failed', async () => {
    refuseStorageWrites('QuotaExceededError', 'recurring_')
    const { store } = await makeReadyStore()
    expect(descriptions()).toEqual(['Old', 'Flat'])
    expect(store.getState().persistence.failures).toEqual([])
  })
})
