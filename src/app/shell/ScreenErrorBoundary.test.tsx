import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'

let shouldThrow = true
function Fragile() {
  if (shouldThrow) throw new Error('broken screen')
  return <p>Recovered</p>
}

describe('ScreenErrorBoundary', () => {
  it('offers a way out instead of a blank page, and tries again on request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <MemoryRouter>
        <ScreenErrorBoundary>
          <Fragile />
        </ScreenErrorBoundary>
      </MemoryRouter>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Your saved data has not been changed')
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )

    shouldThrow = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('Recovered')).toBeInTheDocument()
  })

  it('lets code download again on each visit, and shows the dashboard again from its own failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    shouldThrow = true
    const tryAgain = jest.fn()
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <ScreenErrorBoundary onTryAgain={tryAgain}>
          <Fragile />
        </ScreenErrorBoundary>
      </MemoryRouter>,
    )
    expect(tryAgain).toHaveBeenCalled()
    tryAgain.mockClear()
    shouldThrow = false
    await userEvent.click(screen.getByRole('link', { name: 'Go to the dashboard' }))
    expect(screen.getByText('Recovered')).toBeInTheDocument()
    expect(tryAgain).toHaveBeenCalledTimes(1)
  })
})
