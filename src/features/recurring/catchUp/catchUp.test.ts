import { makeTestStore } from '../../../test/renderWithProviders'
import { seedTransactions, storedJson } from '../../../test/fixtures'
import { userSignedIn } from '../../auth/authSlice'
import { selectAllTransactions } from '../../transactions/transactionsSlice'
import { addRepeatingTransaction, stopRule } from '../recurringThunks'
import { selectRules } from '../selectors'
import { catchUp } from './catchUpThunks'

const ada = { id: 'u1', name: 'Ada' }
const rent = {
  amountCents: 120000,
  type: 'expense' as const,
  category: 'Rent',
  description: 'Rent',
}

function signedInStore() {
  seedTransactions(ada.id, [])
  const store = makeTestStore()
  store.dispatch(userSignedIn(ada))
  return store
}

describe('recurring transactions', () => {
  afterEach(() => jest.useRealTimers())

  it('saves the transaction and a rule, then adds each due occurrence exactly once', () => {
    jest.useFakeTimers({
      now: new Date(2026, 4, 15, 12),
      doNotFake: ['queueMicrotask', 'nextTick'],
    })
    const store = signedInStore()
    expect(
      store.dispatch(addRepeatingTransaction({ ...rent, date: '2026-01-31' }, 'month')),
    ).toEqual({ ok: true })
    const dates = () =>
      selectAllTransactions(store.getState())
        .map((t) => t.date)
        .sort()
    expect(dates()).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30'])
    // Again, and as a second store (another tab) that starts at the same moment.
    store.dispatch(catchUp('2026-05-15'))
    const other = makeTestStore()
    other.dispatch(userSignedIn(ada))
    other.dispatch(catchUp('2026-05-15'))
    expect((storedJson('transactions_u1') as unknown[]).length).toBe(4)
    expect(selectRules(store.getState())[0].next).toBe('2026-05-31')
    expect(storedJson('recurring_u1')).toEqual([
      expect.objectContaining({
        every: 'month',
        start: '2026-01-31',
        next: '2026-05-31',
        amount: '1200.00',
      }),
    ])
  })

  it('adds what came due while the app was closed, and nothing after Stop', () => {
    jest.useFakeTimers({ now: new Date(2026, 0, 31, 9), doNotFake: ['queueMicrotask', 'nextTick'] })
    const store = signedInStore()
    store.dispatch(addRepeatingTransaction({ ...rent, date: '2026-01-31' }, 'month'))
    store.dispatch(catchUp('2026-03-31'))
    expect(selectAllTransactions(store.getState())).toHaveLength(3)
    store.dispatch(stopRule(selectRules(store.getState())[0]))
    store.dispatch(catchUp('2026-12-31'))
    expect(selectAllTransactions(store.getState())).toHaveLength(3)
    expect(storedJson('recurring_u1')).toEqual([])
  })
})
