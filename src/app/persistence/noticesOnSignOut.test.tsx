import { screen, within } from '@testing-library/react'
import { renderApp } from '../../test/renderWithProviders'
import {
  record,
  seedSession,
  seedTransactions,
  seedUsers,
  userWithPassword,
} from '../../test/fixtures'

const grace = { id: '1700000000001', name: 'Grace Hopper', email: 'grace@example.com' }

describe('storage notices and a change of person', () => {
  it('tells the next person nothing about the records of the one who signed out', async () => {
    const ada = await userWithPassword({ password: 'secret1' })
    seedUsers([ada, await userWithPassword({ ...grace, password: 'cobol59' })])
    seedSession(ada)
    seedTransactions(ada.id, [record({ userId: ada.id, description: 'Ada only' })])
    const getItem = Storage.prototype.getItem
    const blocked = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(function (
      this: Storage,
      key,
    ) {
      if (key === 'transactions_' + ada.id) throw new DOMException('blocked', 'SecurityError')
      return getItem.call(this, key)
    })
    const { user } = renderApp('/dashboard')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your saved records could not be read',
    )
    blocked.mockRestore()

    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Logout' }))
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), grace.email)
    await user.type(screen.getByLabelText('Password'), 'cobol59')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(within(screen.getByRole('navigation')).getByText(grace.name)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
