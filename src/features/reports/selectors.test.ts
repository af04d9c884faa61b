import { listInOrder } from '../../collections/itemList'
import type { AppState } from '../../store/types'
import { splitTransaction, stateWith, transaction } from '../../test/fixtures'
import { periodOf } from './period'
import {
  selectCategoryRows,
  selectHasTransactions,
  selectMonthRows,
  selectMonthTotal,
  selectNetWorthRows,
} from './selectors'

const accounts = [
  { id: 'main', name: 'Main', type: 'checking', openingCents: 10000, closed: false, updatedAt: '' },
  { id: 'card', name: 'Card', type: 'credit', openingCents: -5000, closed: false, updatedAt: '' },
]

function state(list: Parameters<typeof stateWith>[0]): AppState {
  return { ...stateWith(list), accounts: listInOrder(accounts) } as unknown as AppState
}

const firstQuarter = periodOf(
  { period: 'custom', from: '2026-01-01', to: '2026-03-31' },
  '2026-06-01',
)

const ledger = state([
  transaction({ type: 'income', category: 'Salary', amountCents: 300000, date: '2026-01-05' }),
  transaction({ category: 'Food', amountCents: 2000, date: '2026-03-02', account: 'card' }),
  splitTransaction({ date: '2026-03-20' }),
  // Last quarter: Rent, gone this time; Food, half of this quarter's.
  transaction({ category: 'Rent', amountCents: 90000, date: '2025-12-01' }),
  transaction({ category: 'Food', amountCents: 1375, date: '2025-11-15' }),
  // A transfer moves money between accounts and is neither income nor expense.
  transaction({ category: 'Transfer', transfer: 'b', amountCents: 7000, date: '2026-02-01' }),
  transaction({
    category: 'Transfer',
    transfer: 'a',
    type: 'income',
    amountCents: 7000,
    date: '2026-02-01',
    account: 'card',
  }),
])

describe('report selectors', () => {
  it('gives each month income, expenses and net, transfers left out, with a total', () => {
    expect(selectMonthRows(ledger, firstQuarter, '')).toEqual([
      { month: '1/2026', incomeCents: 300000, expenseCents: 0, netCents: 300000 },
      { month: '2/2026', incomeCents: 0, expenseCents: 0, netCents: 0 },
      { month: '3/2026', incomeCents: 0, expenseCents: 3000, netCents: -3000 },
    ])
    expect(selectMonthTotal(ledger, firstQuarter, '')).toEqual({
      month: 'Total',
      incomeCents: 300000,
      expenseCents: 3000,
      netCents: 297000,
    })
  })

  it('counts split lines by their category, with share and change', () => {
    expect(selectCategoryRows(ledger, firstQuarter, '')).toEqual([
      { category: 'Food', spentCents: 2750, share: '92%', change: '+100%' },
      { category: 'Bills', spentCents: 250, share: '8%', change: 'New' },
      { category: 'Rent', spentCents: 0, share: '0%', change: '-100%' },
    ])
  })

  it("sums every account's balance at each month end, transfers included", () => {
    // 100.00 - 50.00 opening, -900.00 rent, -13.75 food before the period.
    expect(selectNetWorthRows(ledger, firstQuarter, '').map((row) => row.netWorthCents)).toEqual([
      -86375 + 300000,
      213625,
      213625 - 3000,
    ])
  })

  it("keeps to the chosen account, the other's transfer half included", () => {
    expect(selectCategoryRows(ledger, firstQuarter, 'card')).toEqual([
      { category: 'Food', spentCents: 2000, share: '100%', change: 'New' },
    ])
    expect(
      selectNetWorthRows(ledger, firstQuarter, 'card').map((row) => row.netWorthCents),
    ).toEqual([-5000, 2000, 0])
  })

  it('knows a period without transactions', () => {
    const empty = periodOf({ period: 'custom', from: '2020-01-01', to: '2020-01-31' }, '2026-06-01')
    expect(selectHasTransactions(ledger, empty, '')).toBe(false)
    expect(selectHasTransactions(ledger, firstQuarter, '')).toBe(true)
  })

  it('gives the same rows again for the same data and choices', () => {
    expect(selectCategoryRows(ledger, firstQuarter, '')).toBe(
      selectCategoryRows(ledger, firstQuarter, ''),
    )
  })
})
