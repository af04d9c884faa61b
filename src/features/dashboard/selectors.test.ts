import { makeReadyStore } from '../../test/renderWithProviders'
import { record, seedSession, seedTransactions } from '../../test/fixtures'
import {
  selectCategorySlices,
  selectMonthAverages,
  selectMonthlyBars,
  selectRecentTransactions,
  selectTotals,
} from './selectors'

const ada = { id: '1700000000000', name: 'Ada Lovelace' }
const today = '2026-03-15'

async function storeWith(records: ReturnType<typeof record>[]) {
  seedSession(ada)
  seedTransactions(ada.id, records)
  const { store } = await makeReadyStore()
  return store
}

describe('dashboard selectors over the stored records', () => {
  it('leave transfers out of totals, averages and both charts; the recent list shows them', async () => {
    const half = (id: string, other: string, type: 'income' | 'expense', account: string) => ({
      ...record({ userId: ada.id, id, type, category: 'Transfer', amount: '500', date: today }),
      transfer: other,
      account,
    })
    const store = await storeWith([
      record({ userId: ada.id, type: 'income', category: 'Salary', amount: '100', date: today }),
      record({ userId: ada.id, type: 'expense', category: 'Food', amount: '40', date: today }),
      half('1', '2', 'expense', 'main'),
      half('2', '1', 'income', 'savings'),
    ])
    const state = store.getState()
    expect(selectTotals(state)).toEqual({
      incomeCents: 100_00,
      expenseCents: 40_00,
      netCents: 60_00,
    })
    expect(selectMonthAverages(state, today)).toEqual({ incomeCents: 100_00, expenseCents: 40_00 })
    expect(selectMonthlyBars(state)).toEqual([
      expect.objectContaining({ incomeCents: 100_00, expenseCents: 40_00 }),
    ])
    expect(selectCategorySlices(state).map((slice) => slice.id)).toEqual(['Salary', 'Food'])
    expect(selectRecentTransactions(state)).toHaveLength(4)
  })

  it('totals every transaction in exact cents', async () => {
    const store = await storeWith([
      record({ userId: ada.id, type: 'income', amount: '0.30' }),
      record({ userId: ada.id, type: 'expense', amount: '0.10' }),
      record({ userId: ada.id, type: 'expense', amount: '0.20' }),
    ])
    expect(selectTotals(store.getState())).toEqual({
      incomeCents: 30,
      expenseCents: 30,
      netCents: 0,
    })
  })

  it('averages the month of the given day only', async () => {
    const store = await storeWith([
      record({ userId: ada.id, type: 'income', amount: '100', date: '2026-03-01' }),
      record({ userId: ada.id, type: 'income', amount: '50.01', date: '2026-03-31' }),
      record({ userId: ada.id, type: 'income', amount: '900', date: '2026-02-28' }),
    ])
    expect(selectMonthAverages(store.getState(), today)).toEqual({
      incomeCents: 7_501, // 75.005 rounds up
      expenseCents: 0,
    })
    expect(selectMonthAverages(store.getState(), '2026-02-01').incomeCents).toBe(90_000)
  })

  it('gives the same series object until the data changes', async () => {
    const store = await storeWith([record({ userId: ada.id, date: '2026-01-05' })])
    const state = store.getState()
    expect(selectMonthlyBars(state)).toBe(selectMonthlyBars(store.getState()))
    expect(selectCategorySlices(state)).toBe(selectCategorySlices(store.getState()))
    expect(selectMonthAverages(state, today)).toBe(selectMonthAverages(state, today))
  })

  it('builds both chart series from the same records', async () => {
    const store = await storeWith([
      record({
        userId: ada.id,
        type: 'income',
        category: 'Misc',
        amount: '30',
        date: '2026-03-02',
      }),
      record({
        userId: ada.id,
        type: 'expense',
        category: 'Misc',
        amount: '30',
        date: '2026-01-31',
      }),
      record({
        userId: ada.id,
        type: 'expense',
        category: 'Food',
        amount: '40',
        date: '2026-03-01',
      }),
    ])
    expect(selectMonthlyBars(store.getState()).map((bar) => bar.month)).toEqual([
      '1/2026',
      '2/2026',
      '3/2026',
    ])
    expect(selectCategorySlices(store.getState()).map((slice) => slice.label)).toEqual([
      'Misc 60%',
      'Food 40%',
    ])
  })

  it('takes the five newest by date, the later-created first on the same date', async () => {
    const dates = [
      '2026-03-01',
      '2026-03-05',
      '2026-02-01',
      '2026-03-05',
      '2026-03-04',
      '2026-03-03',
    ]
    const records = dates.map((date, i) => record({ userId: ada.id, date, description: `#${i}` }))
    const store = await storeWith(records)
    expect(selectRecentTransactions(store.getState()).map((t) => t.description)).toEqual([
      '#3',
      '#1',
      '#4',
      '#5',
      '#0',
    ])
  })
})
