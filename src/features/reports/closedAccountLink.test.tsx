import { screen } from '@testing-library/react'
import { monthOf, todayIso } from '../../lib/dates'
import { collectionKey } from '../../storage/keys'
import { record, seedSession, seedTransactions } from '../../test/fixtures'
import { regionTableRows } from '../../test/regionTable'
import { renderApp } from '../../test/renderWithProviders'

const ada = { id: '1700000000000', name: 'Ada Lovelace' }
const userId = ada.id
const firstOfMonth = `${monthOf(todayIso())}-01`

/** Main, open, with a Food expense; Card, closed since, with a Travel expense and its refund
 * (a zero balance, as closing needs). */
function seedClosedCard() {
  seedSession(ada)
  seedTransactions(userId, [
    record({ userId, category: 'Food', amount: '10.00', date: firstOfMonth, account: 'main' }),
    record({ userId, category: 'Travel', amount: '50.00', date: firstOfMonth, account: 'card' }),
    record({
      userId,
      type: 'income',
      category: 'Refund',
      amount: '50.00',
      date: firstOfMonth,
      account: 'card',
    }),
  ])
  localStorage.setItem(
    collectionKey('accounts', userId),
    JSON.stringify([
      { id: 'main', name: 'Main', type: 'checking', opening: '0', updatedAt: '' },
      { id: 'card', name: 'Card', type: 'credit', opening: '0', closed: true, updatedAt: '' },
    ]),
  )
}

describe('/reports opened on a closed account (Back from closing it, or an old link)', () => {
  it('shows Main alone when Main is then chosen, and keeps the choice on screen', async () => {
    seedClosedCard()
    const { router, user } = renderApp('/reports?period=this-month&account=card')
    const account = await screen.findByRole('combobox', { name: 'Account' })
    expect(account).toHaveDisplayValue('Card')

    await user.selectOptions(account, 'Main')
    expect(router.state.location.search).toBe('?period=this-month&account=main')
    // What was chosen is still shown, and still has focus...
    const chosen = screen.getByRole('combobox', { name: 'Account' })
    expect(chosen).toHaveDisplayValue('Main')
    expect(chosen).toHaveFocus()
    // ...and the report is Main's: the closed card's Travel is not in it.
    expect(regionTableRows('Spending by category')).toEqual([
      ['Category', 'Spent', 'Share', 'Change'],
      ['Food', '$10.00', '100%', 'New'],
    ])
  })
})
