import { makeTestStore } from '../../test/renderWithProviders'
import { seedTransactions, storedJson } from '../../test/fixtures'
import { userSignedIn } from '../auth/authSlice'
import { selectAllTransactions } from '../transactions/transactionsSlice'
import { transactionIdentity } from '../transactions/model'
import { nextAfter, planCatchUp } from './catchUp'
import { ruleFromRecord, type RecurringRule } from './model'
import { addRepeatingTransaction, catchUp, stopRule } from './recurringThunks'
import { selectRules } from './selectors'

const ada = { id: 'u1', name: 'Ada' }
const rent = {
  amountCents: 120000,
  type: 'expense' as const,
  category: 'Rent',
  description: 'Rent',
}
const rule = ruleFromRecord({
  id: 'r1',
  amount: '1200.00',
  type: 'expense',
  category: 'Rent',
  description: 'Rent',
  every: 'month',
  start: '2026-01-31',
  next: '2026-02-28',
  updatedAt: '',
}) as RecurringRule
const marked = (id: string, date: string) => ({ id, occurrence: { rule: 'r1', date } })

describe('planCatchUp', () => {
  it('adds each due occurrence not marked in storage yet', () => {
    const plan = planCatchUp([rule], [marked('a', '2026-02-28')], transactionIdentity, '2026-04-30')
    expect(plan.due.map((entry) => entry.date)).toEqual(['2026-03-31', '2026-04-30'])
    expect(plan.duplicates).toEqual([])
  })

  it('keeps one of two records marked as the same occurrence, the same one everywhere', () => {
    const records = [
      marked('200', '2026-02-28'),
      marked('100', '2026-02-28'),
      marked('300', '2026-03-31'),
    ]
    const plan = planCatchUp([rule], records, transactionIdentity, '2026-03-31')
    expect(plan.duplicates).toEqual(['100'])
    expect(plan.due).toEqual([])
    const reversed = planCatchUp([rule], [...records].reverse(), transactionIdentity, '2026-03-31')
    expect(reversed.duplicates).toEqual(['100'])
  })

  it('keeps the copy of an occurrence a person edited last, whatever its id', () => {
    const added = { createdAt: '2026-02-28T08:00:00.000Z', updatedAt: '2026-02-28T08:00:00.000Z' }
    const corrected = {
      ...marked('900', '2026-02-28'),
      ...added,
      amount: '1350.00',
      updatedAt: '2026-03-02T10:00:00.000Z',
    }
    const other = { ...marked('100', '2026-02-28'), ...added, amount: '1200.00' }
    const plan = planCatchUp([rule], [other, corrected], transactionIdentity, '2026-02-28')
    expect(plan.duplicates).toEqual(['100'])
  })

  it('adds the last occurrence the calendar has and looks for none after it', () => {
    const ending = { ...rule, start: '9999-10-31', next: '9999-12-31' }
    const plan = planCatchUp([ending], [], transactionIdentity, '9999-12-31')
    expect(plan.due.map((entry) => entry.date)).toEqual(['9999-12-31'])
    expect(nextAfter(ending, '9999-12-31')).toBeNull()
  })
})

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
