import { screen } from '@testing-library/react'
import { refuseStorageWrites, seedSession, seedTransactions, storedJson } from '../../test/fixtures'
import { renderApp } from '../../test/renderWithProviders'

const ada = { id: 'u1', name: 'Ada' }
const food = { category: 'Food', limit: '100.00', updatedAt: '2026-03-01T00:00:00.000Z' }

it('says why a budget could not be removed, and keeps it', async () => {
  seedSession(ada)
  seedTransactions(ada.id, [])
  localStorage.setItem(`budgets_${ada.id}`, JSON.stringify([food]))
  const { user } = renderApp('/budgets')
  const remove = await screen.findByRole('button', { name: 'Remove Food budget' })
  const setItem = refuseStorageWrites('SecurityError')
  await user.click(remove)
  setItem.mockRestore()
  expect(screen.getByRole('alert')).toHaveTextContent('not letting the app use its storage')
  expect(screen.getByRole('progressbar', { name: 'Food' })).toBeInTheDocument()
  expect(storedJson(`budgets_${ada.id}`)).toEqual([food])
})

it('holds the only list on the page, one item per budget', async () => {
  seedSession(ada)
  seedTransactions(ada.id, [])
  const rent = { ...food, category: 'Rent', limit: '900.00' }
  localStorage.setItem(`budgets_${ada.id}`, JSON.stringify([food, rent]))
  renderApp('/budgets')
  await screen.findByRole('progressbar', { name: 'Rent' })
  // Counted over the whole page, navigation included, as an unscoped role query counts them.
  expect(screen.getByRole('list')).toBeInTheDocument()
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    expect.stringContaining('Food'),
    expect.stringContaining('Rent'),
  ])
})

it("offers the person's visible expense categories", async () => {
  seedSession(ada)
  seedTransactions(ada.id, [])
  const kept = ['Food', 'Pets', 'Misc'].map((name) => ({ name, type: 'expense', updatedAt: '' }))
  const hidden = { name: 'Rent', type: 'expense', hidden: true, updatedAt: '' }
  localStorage.setItem(`categories_${ada.id}`, JSON.stringify([...kept, hidden]))
  renderApp('/budgets')
  const category = await screen.findByRole('combobox', { name: 'Category' })
  expect([...(category as HTMLSelectElement).options].map((option) => option.text)).toEqual([
    'Food',
    'Pets',
    'Misc',
  ])
})
