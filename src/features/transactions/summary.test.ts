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

  it('leaves transfers out: neither income nor expense', () => {
    const half = (type: Transaction['type']) =>
      transaction({ type, amountCents: 500, category: 'Transfer', transfer: 'other' })
    expect(summarize([t('expense', 100), half('expense'), half('income')])).toEqual({
      incomeCents: 0,
      expenseCents: 100,
      netCents: -100,
    })
    // "Transfer" typed as an ordinary category is an ordinary expense.
    expect(summarize([transaction({ amountCents: 7, category: 'Transfer' })]).expenseCents).toBe(7)
  })
})
