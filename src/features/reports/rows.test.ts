import type { IsoDate } from '../../lib/dates'
import { dailyBalances, monthlySpending, netWorthRows, spentIn, within } from './rows'

type Line = { category: string; amountCents: number }
type Dated = Line & { date: IsoDate; type: 'income' | 'expense'; splits?: Line[] }

const CATEGORIES = ['Food', 'Rent', 'Transport', 'Fun']

/** The same random ledger every run: dates over three years, newest first as the store keeps
 * them, several on some days. */
function ledger(count: number): Dated[] {
  let seed = 7
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const list = Array.from({ length: count }, () => {
    const day = new Date(Date.UTC(2024, 0, 1 + Math.floor(next() * 1096)))
    const amountCents = 2 + Math.floor(next() * 100_000)
    const category = CATEGORIES[Math.floor(next() * CATEGORIES.length)]
    const split = next() < 0.1
    return {
      date: day.toISOString().slice(0, 10),
      type: next() < 0.3 ? ('income' as const) : ('expense' as const),
      amountCents,
      category: split ? 'Split' : category,
      ...(split && {
        splits: [
          { category, amountCents: 1 },
          { category: 'Fun', amountCents: amountCents - 1 },
        ],
      }),
    }
  })
  return list.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
}

const signed = ({ type, amountCents }: Dated) => (type === 'income' ? amountCents : -amountCents)
const RANGES = [
  { from: '2024-01-01', to: '2026-12-31' },
  { from: '2025-02-01', to: '2025-02-28' },
  { from: '2025-03-01', to: '2026-02-14' },
  { from: '2023-06-01', to: '2024-01-01' },
  { from: '2027-01-01', to: '2027-03-31' },
]

describe('within', () => {
  const list = ledger(2_000)

  it.each(RANGES)('gives the records from $from to $to, newest first', (range) => {
    expect(within(list, range)).toEqual(
      list.filter(({ date }) => date >= range.from && date <= range.to),
    )
  })

  it('keeps the first and the last day of the range', () => {
    const days = [{ date: '2026-03-31' }, { date: '2026-03-01' }, { date: '2026-02-28' }]
    expect(within(days, { from: '2026-03-01', to: '2026-03-31' })).toEqual(days.slice(0, 2))
    expect(within([], { from: '2026-03-01', to: '2026-03-31' })).toEqual([])
  })
})

describe('netWorthRows', () => {
  const list = ledger(2_000)
  const opening = 50_000

  it.each(RANGES)('sums every transaction up to each month end from $from to $to', (range) => {
    const rows = netWorthRows(dailyBalances(opening, list), range)
    const months = rows.length
    expect(months).toBeGreaterThan(0)
    for (const [index, row] of rows.entries()) {
      const [month, year] = row.month.split('/').map(Number)
      const end = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
      const upTo = index === months - 1 && range.to < end ? range.to : end
      const expected = list
        .filter(({ date }) => date <= upTo)
        .reduce((sum, one) => sum + signed(one), opening)
      expect(row.netWorthCents).toBe(expected)
    }
  })

  it('is the opening balance before the first transaction', () => {
    const rows = netWorthRows(
      dailyBalances(-2_500, [{ date: '2026-03-10', type: 'income', amountCents: 100 }]),
      {
        from: '2026-02-01',
        to: '2026-03-05',
      },
    )
    expect(rows).toEqual([
      { month: '2/2026', netWorthCents: -2_500 },
      { month: '3/2026', netWorthCents: -2_500 },
    ])
  })
})

describe('spentIn', () => {
  const list = ledger(2_000)
  const monthly = monthlySpending(list)

  it.each(RANGES)(
    'adds up each category spent from $from to $to, split lines by theirs',
    (range) => {
      const expected = new Map<string, number>()
      for (const one of list) {
        if (one.type !== 'expense' || one.date < range.from || one.date > range.to) continue
        for (const { category, amountCents } of one.splits ?? [one]) {
          expected.set(category, (expected.get(category) ?? 0) + amountCents)
        }
      }
      expect(spentIn(monthly, list, range)).toEqual(expected)
    },
  )
})
