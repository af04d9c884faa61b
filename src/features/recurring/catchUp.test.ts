import { makeStore } from '../../app/store'
import { seedTransactions, storedJson } from '../../test/fixtures'
import { userSignedIn } from '../auth/authSlice'
import { selectAllTransactions } from '../transactions/transactionsSlice'
import { recordIdentity } from '../transactions/model'
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
    const plan = planCatchUp([rule], [marked('a', '2026-02-28')], recordIdentity, '2026-04-30')
    expect(plan.due.map((entry) => entry.date)).toEqual(['2026-03-31', '2026-04-30'])
    expect(plan.duplicates).toEqual([])
  })

  it('keeps one of two records marked as the same occurrence, the same one everywhere', () => {
    const plan = planCatchUp(
      [rule],
      [marked('200', '2026-02-28'), marked('100', '2026-02-28'), marked('300', '2026-03-31')],
      recordIdentity,
      '2026-03-31',
    )
    expect(plan.duplicates).toEqual([{ identity: '200', copy: 0 }])
    expect(plan.due).toEqual([])
  })

  it('adds the last occurrence the calendar has and looks for none after it', () => {
    const ending = { ...rule, start: '9999-10-31', next: '9999-12-31' }
    const plan = planCatchUp([ending], [], recordIdentity, '9999-12-31')
    expect(plan.due.map((entry) => entry.date)).toEqual(['9999-12-31'])
    expect(nextAfter(ending, '9999-12-31')).toBeNull()
  })
})

function signedInStore() {
  seedTransactions(ada.id, [])
  const store = makeStore()
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
    const other = makeStore()
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
