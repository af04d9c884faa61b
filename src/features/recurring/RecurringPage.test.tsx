import { screen } from '@testing-library/react'
import {
  refuseStorageWrites,
  ruleRecord,
  seedRules,
  seedSession,
  seedTransactions,
  storedJson,
} from '../../test/fixtures'
import { renderApp } from '../../test/renderWithProviders'

const ada = { id: 'u1', name: 'Ada' }
// Next in the far future, so no catch-up writes anything while the page opens.
const rent = ruleRecord({ next: '9999-01-01' })

beforeEach(() => {
  seedSession(ada)
  seedTransactions(ada.id, [])
  seedRules(ada.id, [rent])
})

it('says why a rule could not be stopped, and keeps it', async () => {
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
  renderApp('/recurring')
  expect(await screen.findByRole('table', { name: 'Recurring transactions' })).toBeInTheDocument()
  // A loose text query for the heading's words (Playwright's default) finds the heading alone.
  expect(screen.getAllByText(/recurring transactions/i)).toEqual([
    screen.getByRole('heading', { name: 'Recurring transactions' }),
  ])
})
