import { act, screen } from '@testing-library/react'
import { seedSession, seedTransactions } from '../test/fixtures'
import { renderApp } from '../test/renderWithProviders'

// Each screen's chunk fails to load until its test lets it: a chunk that loaded stays loaded.
const mockDownloads = { budgets: false, recurring: false }
function mockChunkLoadError(chunk: string): never {
  const error = new Error(`Loading chunk ${chunk} failed.`)
  error.name = 'ChunkLoadError'
  throw error
}
jest.mock('../features/budgets/BudgetsPage', () =>
  mockDownloads.budgets
    ? jest.requireActual('../features/budgets/BudgetsPage')
    : mockChunkLoadError('budgets'),
)
jest.mock('../features/recurring/RecurringPage', () =>
  mockDownloads.recurring
    ? jest.requireActual('../features/recurring/RecurringPage')
    : mockChunkLoadError('recurring'),
)

const ada = { id: '1700000000000', name: 'Ada Lovelace' }

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  seedSession(ada)
  seedTransactions(ada.id, [])
})

it('shows a screen whose code did not download once it does, on Try again', async () => {
  const { user } = renderApp('/budgets')
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This screen could not be downloaded. Check your connection and try again.',
  )
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be downloaded')

  mockDownloads.budgets = true
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { name: 'Budgets', level: 1 })).toBeInTheDocument()
})

it('downloads a screen that failed again when it is opened again', async () => {
  const { router } = renderApp('/recurring')
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be downloaded')
  await act(() => router.navigate('/transactions'))
  mockDownloads.recurring = true
  await act(() => router.navigate('/recurring'))
  expect(
    await screen.findByRole('heading', { name: 'Recurring transactions', level: 1 }),
  ).toBeInTheDocument()
})
