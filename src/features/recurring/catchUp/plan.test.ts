import { transactionIdentity } from '../../transactions/model'
import { nextAfter, planCatchUp } from './plan'
import { ruleFromRecord, type RecurringRule } from '../model'

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
