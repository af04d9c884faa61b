import { screen, within } from '@testing-library/react'
import { renderApp } from '../../test/renderWithProviders'
import { seedUsers, userWithPassword } from '../../test/fixtures'

async function fillForm(
  user: ReturnType<typeof renderApp>['user'],
  fields: { name?: string; email?: string; password: string; confirm: string },
) {
  await user.type(
    await screen.findByRole('textbox', { name: 'Full Name' }),
    fields.name ?? 'Ada Lovelace',
  )
  await user.type(screen.getByRole('textbox', { name: 'Email' }), fields.email ?? 'ada@example.com')
  await user.type(screen.getByLabelText('Password'), fields.password)
  await user.type(screen.getByLabelText('Confirm Password'), fields.confirm)
  await user.click(screen.getByRole('button', { name: 'Create Account' }))
}

describe('registration screen', () => {
  it('shows its text and a link to sign in', async () => {
    renderApp('/register')
    expect(
      await screen.findByText('Create your account to start tracking your finances.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login')
  })

  it('toggles each password field on its own', async () => {
    const { user } = renderApp('/register')
    await user.click(await screen.findByRole('button', { name: 'Show confirm password' }))
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Hide confirm password' })).toBeInTheDocument()
  })

  it('reports mismatched passwords before a short one', async () => {
    const { user } = renderApp('/register')
    await fillForm(user, { password: 'abc', confirm: 'abd' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match')
    expect(localStorage.getItem('users')).toBeNull()
  })

  it('reports a short password', async () => {
    const { user } = renderApp('/register')
    await fillForm(user, { password: 'abc', confirm: 'abc' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long',
    )
  })

  it('refuses an email already registered, exactly as typed', async () => {
    const existing = await userWithPassword({ password: 'secret1' })
    seedUsers([existing])
    const { user } = renderApp('/register')
    await fillForm(user, { password: 'secret1', confirm: 'secret1' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already registered')
    expect(JSON.parse(localStorage.getItem('users') ?? '[]')).toHaveLength(1)
  })

  it('registers, signs in and opens the dashboard', async () => {
    seedUsers([await userWithPassword({ password: 'secret1' })])
    const { user } = renderApp('/register')
    // Case differs from the stored email, so this is a different account (SPEC.md section 5).
    await fillForm(user, {
      name: 'Grace Hopper',
      email: 'ADA@example.com',
      password: 'secret1',
      confirm: 'secret1',
    })
    // While the password is hashed the button says so and cannot be pressed again.
    expect(screen.getByRole('button', { name: 'Creating account…' })).toBeDisabled()
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(within(screen.getByRole('navigation')).getByText('Grace Hopper')).toBeInTheDocument()
    const users = JSON.parse(localStorage.getItem('users') ?? '[]') as {
      id: string
      email: string
    }[]
    expect(users.map((u) => u.email)).toEqual(['ada@example.com', 'ADA@example.com'])
    expect(localStorage.getItem('transactions_' + users[1].id)).toBe('[]')
  })
})
