import { MAX_FILLED_MONTHS, PIE_PALETTE, categorySlices, monthlyBars } from './chartData'
import { transaction as tx } from '../../test/fixtures'

describe('monthlyBars', () => {
  it('is empty without transactions', () => {
    expect(monthlyBars([])).toEqual([])
  })

  it('sums each type per month in exact cents, oldest month first, keyed M/YYYY', () => {
    const list = [
      tx({ type: 'expense', amountCents: 10, date: '2026-03-31' }),
      tx({ type: 'expense', amountCents: 20, date: '2026-03-01' }),
      tx({ type: 'income', amountCents: 500_000, date: '2026-02-28' }),
    ]
    expect(monthlyBars(list)).toEqual([
      { month: '2/2026', Income: 5000, Expense: 0, incomeCents: 500_000, expenseCents: 0 },
      { month: '3/2026', Income: 0, Expense: 0.3, incomeCents: 0, expenseCents: 30 },
    ])
  })

  it('keeps an empty month between two busy ones, across a year boundary', () => {
    const list = [
      tx({ type: 'income', amountCents: 100, date: '2026-01-01' }),
      tx({ type: 'expense', amountCents: 200, date: '2025-11-30' }),
    ]
    expect(monthlyBars(list).map((bar) => [bar.month, bar.incomeCents, bar.expenseCents])).toEqual([
      ['11/2025', 0, 200],
      ['12/2025', 0, 0],
      ['1/2026', 100, 0],
    ])
  })

  it('puts leap day in February', () => {
    const [bar] = monthlyBars([tx({ type: 'income', amountCents: 2_900, date: '2024-02-29' })])
    expect(bar).toMatchObject({ month: '2/2024', incomeCents: 2_900 })
  })

  it('sorts months chronologically, not as text', () => {
    const list = ['2026-10-05', '2026-09-05', '2026-11-05'].map((date) => tx({ date }))
    expect(monthlyBars(list).map((bar) => bar.month)).toEqual(['9/2026', '10/2026', '11/2026'])
  })

  it('lists only busy months when they span more than the filled range', () => {
    const list = [tx({ date: '1026-03-01' }), tx({ date: '2026-03-01' })]
    expect(MAX_FILLED_MONTHS).toBeLessThan(12_000)
    expect(monthlyBars(list).map((bar) => bar.month)).toEqual(['3/1026', '3/2026'])
  })
})

describe('categorySlices', () => {
  it('is empty without transactions', () => {
    expect(categorySlices([])).toEqual([])
  })

  it('counts a split by its lines: "Split" is never a slice', () => {
    const split = tx({
      category: 'Split',
      amountCents: 100,
      splits: [
        { category: 'Food', amountCents: 75 },
        { category: 'Bills', amountCents: 25 },
      ],
    })
    expect(categorySlices([split]).map(({ label }) => label)).toEqual(['Food 75%', 'Bills 25%'])
  })

  it('merges a category of both types into one slice, largest first, in exact cents', () => {
    const list = [
      tx({ type: 'income', category: 'Misc', amountCents: 10 }),
      tx({ type: 'expense', category: 'Misc', amountCents: 20 }),
      tx({ type: 'income', category: 'Salary', amountCents: 70 }),
    ]
    expect(categorySlices(list)).toEqual([
      { id: 'Salary', label: 'Salary 70%', amountCents: 70, percent: 70, color: PIE_PALETTE[0] },
      { id: 'Misc', label: 'Misc 30%', amountCents: 30, percent: 30, color: PIE_PALETTE[1] },
    ])
  })

  it('shows whole percents, rounding half up', () => {
    const list = [
      tx({ category: 'Food', amountCents: 875 }),
      tx({ category: 'Rent', amountCents: 125 }), // 12.5%
    ]
    expect(categorySlices(list).map((slice) => slice.label)).toEqual(['Food 88%', 'Rent 13%'])
    // 285 / 1000 * 100 is 28.499999999999996 in floating point; the half must still round up.
    const halves = [
      tx({ category: 'Rent', amountCents: 715 }),
      tx({ category: 'Food', amountCents: 285 }),
    ]
    expect(categorySlices(halves).map((slice) => slice.label)).toEqual(['Rent 72%', 'Food 29%'])
  })

  it('orders equal amounts by name', () => {
    const list = [tx({ category: 'Rent' }), tx({ category: 'Bills' })]
    expect(categorySlices(list).map((slice) => slice.id)).toEqual(['Bills', 'Rent'])
  })

  it('cycles the palette in order for more than six categories', () => {
    const categories = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']
    const list = categories.map((category, i) => tx({ category, amountCents: 1000 - i }))
    expect(categorySlices(list).map((slice) => slice.color)).toEqual([
      '#10b981',
      '#ef4444',
      '#f59e0b',
      '#3b82f6',
      '#8b5cf6',
      '#ec4899',
      '#10b981',
      '#ef4444',
    ])
  })
})
