import { screen, within } from '@testing-library/react'
import { todayIso } from '../../lib/dates'
import { record, seedSession, seedTransactions, storedJson } from '../../test/fixtures'
import { renderApp } from '../../test/renderWithProviders'

const ada = { id: 'u1', name: 'Ada' }
const food = { category: 'Food', limit: '100.00', updatedAt: '2026-03-01T00:00:00.000Z' }
const rent = { category: 'Rent', limit: '900.00', updatedAt: '2026-03-01T00:00:00.000Z' }

beforeEach(() => {
  seedSession(ada)
  seedTransactions(ada.id, [record({ userId: ada.id, amount: '40.00', date: todayIso() })])
  localStorage.setItem(`budgets_${ada.id}`, JSON.stringify([food, rent]))
})

// UI_CONTRACT "Budgets": the dashboard's region holds "the same items" as /budgets, whose
// items hold a button "Remove Food budget".
it("holds /budgets' items, each with its Remove button", async () => {
  const { user } = renderApp('/dashboard')
  await screen.findByRole('heading', { name: 'Dashboard' })
  const items = within(screen.getByRole('region', { name: 'Budgets' })).getAllByRole('listitem')
  expect(items).toHaveLength(2)
  expect(items[0]).toHaveTextContent('$40.00 of $100.00')
  expect(items[0]).toHaveTextContent('$60.00 left')
  const remove = within(items[0]).getByRole('button', { name: 'Remove Food budget' })
  expect(within(items[1]).getByRole('button', { name: 'Remove Rent budget' })).toBeInTheDocument()

  await user.click(remove)
  expect(storedJson(`budgets_${ada.id}`)).toEqual([rent])
  expect(
    within(screen.getByRole('region', { name: 'Budgets' })).getAllByRole('listitem'),
  ).toHaveLength(1)
})
