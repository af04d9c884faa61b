import { screen, waitFor, within } from '@testing-library/react'
import { renderApp } from '../../test/renderWithProviders'
import { seedSession, seedUsers, userWithPassword } from '../../test/fixtures'

async function seedAda() {
  seedUsers([await userWithPassword({ password: 'secret1' })])
}

describe('sign-in screen', () => {
  it('shows the welcome text, fields and links', async () => {
    renderApp('/login')
    expect(
      await screen.findByText('Welcome back! Please sign in to your account.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('link', { name: 'Sign up here' })).toHaveAttribute('href', '/register')
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('shows and hides the password', async () => {
    const { user } = renderApp('/login')
    await user.click(await screen.findByRole('button', { name: 'Show password' }))
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
  })

  it('labels only the input "Password", so a loose label query finds one field', async () => {
    renderApp('/login')
    await screen.findByRole('button', { name: 'Show password' })
    // As Playwright's getByLabel('Password') matches (any part, any case, aria-label included):
    // the toggle is named by its content, not by an aria-label that would match too.
    expect(screen.getAllByLabelText(/password/i)).toEqual([screen.getByLabelText('Password')])
  })

  it('says the credentials are invalid and clears the message on the next attempt', async () => {
    await seedAda()
    const { user } = renderApp('/login')
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'wrong-one')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')

    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    const nav = screen.getByRole('navigation')
    expect(within(nav).getByText('Ada Lovelace')).toBeInTheDocument()
    await waitFor(() =>
      expect(localStorage.getItem('currentUser')).toBe(
        '{"id":"1700000000000","name":"Ada Lovelace"}',
      ),
    )
  })

  it('returns to the page first asked for after signing in', async () => {
    await seedAda()
    const { user, router } = renderApp('/transactions?type=income')
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/transactions')
    expect(router.state.location.search).toBe('?type=income')
  })

  it('sends a signed-in person from /login to the dashboard', async () => {
    seedSession({ id: '1700000000000', name: 'Ada Lovelace' })
    const { router } = renderApp('/login')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })
})

describe('navigation', () => {
  it('links every screen, shows the name and logs out', async () => {
    seedSession({ id: '1700000000000', name: 'Ada Lovelace' })
    const { user, router } = renderApp('/dashboard')
    const nav = await screen.findByRole('navigation')
    expect(within(nav).getByRole('link', { name: 'Finance Tracker' })).toHaveAttribute('href', '/')
    for (const [name, href] of [
      ['Dashboard', '/dashboard'],
      ['Add Transaction', '/add-transaction'],
      ['Transactions', '/transactions'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await user.click(within(nav).getByRole('button', { name: 'Logout' }))
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    expect(localStorage.getItem('currentUser')).toBeNull()
  })

  it('shows Page not found for an unknown route', async () => {
    renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/')
  })

  it('shows the landing page to everyone', async () => {
    renderApp('/')
    expect(
      await screen.findByRole('heading', { name: 'Simplify Spending. Master Saving.' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard')
  })
})
