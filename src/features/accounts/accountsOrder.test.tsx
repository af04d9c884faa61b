import { screen, within } from '@testing-library/react'
import { record, seedSession, seedTransactions } from '../../test/fixtures'
import { renderApp } from '../../test/renderWithProviders'

const ada = { id: '1700000000000', name: 'Ada Lovelace' }

beforeEach(() => localStorage.clear())

/** Two accounts whose ids are not creation times, Checking stored first, and an income that
 * names no account. */
function seedCheckingThenCard() {
  seedSession(ada)
  seedTransactions(ada.id, [record({ userId: ada.id, type: 'income', amount: '100.00' })])
  localStorage.setItem(
    `accounts_${ada.id}`,
    JSON.stringify([
      { id: 'checking', name: 'Checking', type: 'checking', opening: '0', updatedAt: '' },
      { id: 'card', name: 'Card', type: 'credit', opening: '0', updatedAt: '' },
    ]),
  )
}

// UI_CONTRACT.md: "every transaction without an `account` field belongs to the first account of
// the list".
it('puts transactions without an account in the first account of the stored list', async () => {
  seedCheckingThenCard()
  renderApp('/accounts')
  const table = await screen.findByRole('table')
  const checking = within(table).getByRole('row', { name: /^Checking/ })
  expect(checking).toHaveTextContent('$100.00')
  const card = within(table).getByRole('row', { name: /^Card/ })
  expect(card).toHaveTextContent('$0.00')
})

// A change to the first of them (a rename) leaves it first in storage, so first on screen too.
it('keeps transactions without an account in the first account after it is renamed', async () => {
  seedCheckingThenCard()
  const { user } = renderApp('/accounts')
  const table = await screen.findByRole('table')
  expect(within(table).getByRole('row', { name: /^Checking/ })).toHaveTextContent('$100.00')

  await user.click(within(table).getByRole('button', { name: 'Rename Checking' }))
  const dialog = screen.getByRole('dialog', { name: 'Rename Checking' })
  const field = within(dialog).getByRole('textbox', { name: 'New name' })
  await user.clear(field)
  await user.type(field, 'Everyday')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))

  const after = await screen.findByRole('row', { name: /^Everyday/ })
  expect(after).toHaveTextContent('$100.00')
  expect(within(screen.getByRole('table')).getByRole('row', { name: /^Card/ })).toHaveTextContent(
    '$0.00',
  )
  const stored = JSON.parse(localStorage.getItem(`accounts_${ada.id}`) ?? '[]') as { id: string }[]
  expect(stored.map((account) => account.id)).toEqual(['checking', 'card'])
})
