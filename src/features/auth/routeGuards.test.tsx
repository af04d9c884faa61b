import { act, screen, within } from '@testing-library/react'
import { renderApp } from '../../test/renderWithProviders'
import { seedSession, seedUsers, userWithPassword } from '../../test/fixtures'
import { userLoggedOut } from './authSlice'

type Session = ReturnType<typeof renderApp>

const grace = { id: '1700000000001', name: 'Grace Hopper', email: 'grace@example.com' }

async function seedAdaAndGrace() {
  seedUsers([
    await userWithPassword({ password: 'secret1' }),
    await userWithPassword({ ...grace, password: 'cobol59' }),
  ])
}

async function signIn({ user }: Session, email: string, password: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

async function switchTo({ user }: Session, link: 'Sign up here' | 'Sign in here') {
  await user.click(await screen.findByRole('link', { name: link }))
}

function place({ router }: Session) {
  const { pathname, search } = router.state.location
  return pathname + search
}

describe('the page first asked for', () => {
  // Registration hashes with the full 600,000 PBKDF2 iterations.
  const hashTime = 10_000

  it(
    'survives going back and forth to registration, and registering opens it',
    async () => {
      const session = renderApp('/transactions?type=income')
      await switchTo(session, 'Sign up here')
      await switchTo(session, 'Sign in here')
      await switchTo(session, 'Sign up here')
      const { user } = session
      await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ada Lovelace')
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
      await user.type(screen.getByLabelText('Password'), 'secret1')
      await user.type(screen.getByLabelText('Confirm Password'), 'secret1')
      await user.click(screen.getByRole('button', { name: 'Create Account' }))
      const heading = screen.findByRole('heading', { name: 'Transactions' }, { timeout: hashTime })
      expect(await heading).toBeInTheDocument()
      expect(place(session)).toBe('/transactions?type=income')
    },
    2 * hashTime,
  )

  it('survives a visit to registration, and signing in opens it', async () => {
    await seedAdaAndGrace()
    const session = renderApp('/add-transaction')
    await switchTo(session, 'Sign up here')
    await switchTo(session, 'Sign in here')
    await signIn(session, 'ada@example.com', 'secret1')
    expect(await screen.findByRole('heading', { name: 'Add New Transaction' })).toBeInTheDocument()
    expect(place(session)).toBe('/add-transaction')
  })

  it('is still honoured for a visitor who arrives after someone logged out', async () => {
    await seedAdaAndGrace()
    seedSession({ id: '1700000000000', name: 'Ada Lovelace' })
    const session = renderApp('/add-transaction')
    await session.user.click(await screen.findByRole('button', { name: 'Logout' }))
    await act(() => session.router.navigate('/transactions'))
    await signIn(session, grace.email, 'cobol59')
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument()
  })
})

describe('after a sign-out the next person starts at the dashboard', () => {
  it('when the Logout button was used', async () => {
    await seedAdaAndGrace()
    seedSession({ id: '1700000000000', name: 'Ada Lovelace' })
    const session = renderApp('/transactions?type=income')
    const nav = await screen.findByRole('navigation')
    await session.user.click(within(nav).getByRole('button', { name: 'Logout' }))
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    // Nothing in the history entry would bring the next person back, even after a reload.
    expect(session.router.state.location.state).toBeNull()

    await signIn(session, grace.email, 'cobol59')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(place(session)).toBe('/dashboard')
  })

  it('when another tab signed out (the store follows it)', async () => {
    await seedAdaAndGrace()
    seedSession({ id: '1700000000000', name: 'Ada Lovelace' })
    const session = renderApp('/transactions')
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument()
    act(() => {
      session.store.dispatch(userLoggedOut())
    })
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    expect(session.router.state.location.state).toBeNull()

    await signIn(session, grace.email, 'cobol59')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
  })
})
