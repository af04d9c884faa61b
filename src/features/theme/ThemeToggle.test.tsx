import { screen, within } from '@testing-library/react'
import { renderApp } from '../../test/renderWithProviders'
import { refuseStorageWrites, seedSession, seedUsers } from '../../test/fixtures'

const root = document.documentElement

function prefersDark(matches: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches }) as unknown as typeof window.matchMedia
}

afterEach(() => {
  delete root.dataset.theme
  // jsdom has no matchMedia of its own.
  delete (window as Partial<Window>).matchMedia
})

describe('theme toggle', () => {
  it('switches the signed-out screens to dark and back, remembering each choice', async () => {
    const { user } = renderApp('/login')
    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }))
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(root.dataset.theme).toBe('dark')

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }))
    expect(localStorage.getItem('theme')).toBe('light')
    expect(root.dataset.theme).toBe('light')
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument()
  })

  it('sits in the navigation bar once signed in', async () => {
    seedUsers([{ id: 'u1', name: 'Ada', email: 'ada@example.com', createdAt: '' }])
    seedSession({ id: 'u1', name: 'Ada' })
    const { user } = renderApp('/transactions')
    const nav = await screen.findByRole('navigation')
    await user.click(within(nav).getByRole('button', { name: 'Switch to dark theme' }))
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(within(nav).getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument()
  })

  it('starts from the stored choice, whatever the system prefers', async () => {
    localStorage.setItem('theme', 'light')
    prefersDark(true)
    renderApp('/')
    expect(await screen.findByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument()
  })

  it('follows the system while nothing is chosen', async () => {
    prefersDark(true)
    renderApp('/')
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument()
    expect(localStorage.getItem('theme')).toBeNull()
  })

  it('still switches for this visit when storage refuses the choice', async () => {
    const setItem = refuseStorageWrites('QuotaExceededError')
    const { user } = renderApp('/')
    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }))
    expect(root.dataset.theme).toBe('dark')
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument()
    expect(localStorage.getItem('theme')).toBeNull()

    // A choice that is saved again replaces the unsaved one (and leaves none behind).
    setItem.mockRestore()
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }))
    expect(localStorage.getItem('theme')).toBe('light')
  })
})
