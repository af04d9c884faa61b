import { screen } from '@testing-library/react'
import { renderApp } from '../../test/renderWithProviders'
import { seedUsers, userWithPassword } from '../../test/fixtures'

afterEach(() => jest.restoreAllMocks())

const screens = [
  { path: '/login', submit: 'Sign In' },
  { path: '/register', submit: 'Create Account' },
]

describe.each(screens)('$path without Web Crypto (plain HTTP)', ({ path, submit }) => {
  beforeEach(() => {
    const { getRandomValues } = crypto
    jest.replaceProperty(window, 'crypto', { getRandomValues } as Crypto)
  })

  it('says a secure connection is needed, and why, before anything is typed', async () => {
    renderApp(path)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This app needs a secure (HTTPS) connection.')
    expect(alert).toHaveTextContent(
      "Passwords are protected with your browser's Web Crypto, which browsers only offer on secure connections",
    )
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled()
    expect(screen.getByLabelText('Password')).toBeDisabled()
    expect(screen.getByRole('button', { name: submit })).toBeDisabled()
  })
})

describe('an attempt whose hashing throws', () => {
  function failHashing() {
    jest
      .spyOn(crypto.subtle, 'deriveBits')
      .mockRejectedValue(new DOMException('The operation failed', 'OperationError'))
  }

  it('ends the sign-in attempt with a message and the form usable again', async () => {
    seedUsers([await userWithPassword({ password: 'secret1' })])
    failHashing()
    const { user, store } = renderApp('/login')
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, so you are not signed in. Please try again.',
    )
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    expect(store.getState().auth.status).toBe('signedOut')
  })

  it('ends the registration attempt the same way, writing nothing', async () => {
    failHashing()
    const { user, store } = renderApp('/register')
    await user.type(await screen.findByRole('textbox', { name: 'Full Name' }), 'Ada Lovelace')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong')
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled()
    expect(store.getState().auth.status).toBe('signedOut')
    expect(localStorage.getItem('users')).toBeNull()
  })
})
