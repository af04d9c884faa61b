import { makeReadyStore } from '../../test/renderWithProviders'
import { record, seedSession, seedTransactions } from '../../test/fixtures'
import { collectionKey } from '../../storage/keys'
import { selectBudgetItems } from './selectors'

const ada = { id: '1700000000000', name: 'Ada Lovelace' }

it("counts no transfer as spending, even in a budget named like a transfer's category", async () => {
  seedSession(ada)
  const half = (id: string, other: string, type: 'income' | 'expense') => ({
    ...record({
      userId: ada.id,
      id,
      type,
      category: 'Transfer',
      amount: '500',
      date: '2026-03-02',
    }),
    transfer: other,
  })
  seedTransactions(ada.id, [
    half('1', '2', 'expense'),
    half('2', '1', 'income'),
    record({ userId: ada.id, category: 'Transfer', amount: '7', date: '2026-03-03' }),
  ])
  localStorage.setItem(
    collectionKey('budgets', ada.id),
    JSON.stringify([{ category: 'Transfer', limit: '100', updatedAt: '' }]),
  )
  const { store } = await makeReadyStore()
  const [item] = selectBudgetItems(store.getState(), '2026-03')
  expect(item.spentCents).toBe(7_00)
})
