import { meanCents, monthAverages } from './averages'
import { transaction as tx } from '../../test/fixtures'

describe('meanCents', () => {
  it('is 0 when there is nothing to average', () => {
    expect(meanCents(0, 0)).toBe(0)
  })

  it('rounds to the nearest cent, half a cent up', () => {
    expect(meanCents(1000, 3)).toBe(333) // 333.33…
    expect(meanCents(2000, 3)).toBe(667) // 666.66…
    expect(meanCents(1001, 2)).toBe(501) // 500.5
    expect(meanCents(3, 2)).toBe(2) // 1.5
  })
})

describe('monthAverages', () => {
  const today = '2026-03-15'

  it('is the mean amount of this calendar month’s transactions of each type', () => {
    const list = [
      tx({ type: 'income', amountCents: 300_000, date: '2026-03-01' }),
      tx({ type: 'income', amountCents: 100_000, date: '2026-03-31' }),
      tx({ type: 'expense', amountCents: 1_250, date: '2026-03-10' }),
      tx({ type: 'expense', amountCents: 750, date: '2026-03-10' }),
      tx({ type: 'expense', amountCents: 999, date: '2026-03-31' }),
    ]
    expect(monthAverages(list, today)).toEqual({ incomeCents: 200_000, expenseCents: 1_000 })
  })

  it('leaves out the last day of the month before and the first day of the month after', () => {
    const list = [
      tx({ type: 'income', amountCents: 500, date: '2026-02-28' }),
      tx({ type: 'income', amountCents: 100, date: '2026-03-01' }),
      tx({ type: 'expense', amountCents: 900, date: '2026-04-01' }),
      tx({ type: 'expense', amountCents: 200, date: '2026-03-31' }),
    ]
    expect(monthAverages(list, today)).toEqual({ incomeCents: 100, expenseCents: 200 })
  })

  it('does not mix up the same month of another year', () => {
    const list = [tx({ type: 'income', amountCents: 700, date: '2025-03-15' })]
    expect(monthAverages(list, today)).toEqual({ incomeCents: 0, expenseCents: 0 })
  })

  it('counts from January 1 across a year boundary', () => {
    const list = [
      tx({ type: 'expense', amountCents: 400, date: '2025-12-31' }),
      tx({ type: 'expense', amountCents: 10, date: '2026-01-01' }),
      tx({ type: 'expense', amountCents: 20, date: '2026-01-01' }),
    ]
    expect(monthAverages(list, '2026-01-01')).toEqual({ incomeCents: 0, expenseCents: 15 })
  })

  it('includes leap day in February', () => {
    const list = [
      tx({ type: 'income', amountCents: 2_900, date: '2024-02-29' }),
      tx({ type: 'income', amountCents: 100, date: '2024-03-01' }),
    ]
    expect(monthAverages(list, '2024-02-10')).toEqual({ incomeCents: 2_900, expenseCents: 0 })
  })
})
