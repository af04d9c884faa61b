import { screen } from '@testing-library/react'
import { todayIso } from '../../lib/dates'
import { refuseStorageWrites, seedSession, seedTransactions, storedJson } from '../../test/fixtures'
import { renderApp } from '../../test/renderWithProviders'

const ada = { id: 'u1', name: 'Ada' }
// Next in the far future, so no catch-up writes anything while the page opens.
const rent = {
  id: '1700000000000',
  amount: '900.00',
  type: 'expense',
  category: 'Rent',
  description: 'Flat',
  every: 'month',
  start: todayIso(),
  next: '9999-01-01',
  updatedAt: '2026-03-01T00:00:00.000Z',
}

it('says why a rule could not be stopped, and keeps it', async () => {
  seedSession(ada)
  seedTransactions(ada.id, [])
  localStorage.setItem(`recurring_${ada.id}`, JSON.stringify([rent]))
  const { user } = renderApp('/recurring')
  const stop = await screen.findByRole('button', { name: 'Stop' })
  const setItem = refuseStorageWrites('SecurityError')
  await user.click(stop)
  setItem.mockRestore()
  expect(screen.getByRole('alert')).toHaveTextContent('not letting the app use its storage')
  expect(screen.getByRole('row', { name: /Flat/ })).toBeInTheDocument()
  expect(storedJson(`recurring_${ada.id}`)).toEqual([rent])
})

it('names its table after the heading without writing the heading twice', async () => {
  seedSession(ada)
  seedTransactions(ada.id, [])
  localStorage.setItem(`recurring_${ada.id}`, JSON.stringify([rent]))
  renderApp('/recurring')
  expect(await screen.findByRole('table', { name: 'Recurring transactions' })).toBeInTheDocument()
  // A loose text query for the heading's words (Playwright's default) finds the heading alone.
  expect(screen.getAllByText(/recurring transactions/i)).toEqual([
    screen.getByRole('heading', { name: 'Recurring transactions' }),
  ])
})
