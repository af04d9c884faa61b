import { screen, within } from '@testing-library/react'
import { record, seedSession, seedTransactions } from '../../test/fixtures'
import { renderApp } from '../../test/renderWithProviders'

const ada = { id: '1700000000000', name: 'Ada Lovelace' }

beforeEach(() => localStorage.clear())

// UI_CONTRACT.md: "every transaction without an `account` field belongs to the first account of
// the list".
it('puts transactions without an account in the first account of the stored list', async () => {
  seedSession(ada)
  seedTransactions(ada.id, [record({ userId: ada.id, type: 'income', amount: '100.00' })])
  localStorage.setItem(
    `accounts_${ada.id}`,
    JSON.stringify([
      { id: 'checking', name: 'Checking', type: 'checking', opening: '0', updatedAt: '' },
      { id: 'card', name: 'Card', type: 'credit', opening: '0', updatedAt: '' },
    ]),
  )
  renderApp('/accounts')
  const table = await screen.findByRole('table')
  const checking = within(table).getByRole('row', { name: /^Checking/ })
  expect(checking).toHaveTextContent('$100.00')
  const card = within(table).getByRole('row', { name: /^Card/ })
  expect(card).toHaveTextContent('$0.00')
})
