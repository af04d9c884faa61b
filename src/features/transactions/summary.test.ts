import type { Transaction } from './model'
import { summarize } from './summary'
import { transaction } from '../../test/fixtures'

function t(type: Transaction['type'], amountCents: number): Transaction {
  return transaction({ type, amountCents })
}

describe('summarize', () => {
  it('sums exactly in cents', () => {
    expect(summarize([t('expense', 10), t('expense', 20), t('income', 30)])).toEqual({
      incomeCents: 30,
      expenseCents: 30,
      netCents: 0,
    })
  })

  it('is zero for no transactions', () => {
    expect(summarize([])).toEqual({ incomeCents: 0, expenseCents: 0, netCents: 0 })
  })

  it('goes negative when expenses exceed income', () => {
    expect(summarize([t('income', 100), t('expense', 600)]).netCents).toBe(-500)
  })
})
