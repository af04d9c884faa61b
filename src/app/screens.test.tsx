import { screen } from '@testing-library/react'
import { seedSession, seedTransactions } from '../test/fixtures'
import { renderApp } from '../test/renderWithProviders'

let mockDownloads = false
jest.mock('../features/budgets/BudgetsPage', () => {
  if (mockDownloads) return jest.requireActual('../features/budgets/BudgetsPage')
  const error = new Error('Loading chunk budgets failed.')
  error.name = 'ChunkLoadError'
  throw error
})

const ada = { id: '1700000000000', name: 'Ada Lovelace' }

it('shows a screen whose code did not download once it does, on Try again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  seedSession(ada)
  seedTransactions(ada.id, [])
  const { user } = renderApp('/budgets')
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This screen could not be downloaded. Check your connection and try again.',
  )
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be downloaded')

  mockDownloads = true
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { name: 'Budgets', level: 1 })).toBeInTheDocument()
})
