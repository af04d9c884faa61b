import { screen } from '@testing-library/react'
import { refuseStorageWrites, seedSession, seedTransactions, storedJson } from '../../test/fixtures'
import { makeTestStore, renderApp } from '../../test/renderWithProviders'
import { userSignedIn } from '../auth/authSlice'
import { addRepeatingTransaction } from './recurringThunks'

const ada = { id: 'u1', name: 'Ada' }

async function saveRepeating(date: string, repeat: string) {
  const app = renderApp('/add-transaction')
  await screen.findByRole('heading', { name: 'Add New Transaction' })
  await app.user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '10')
  await app.user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Food')
  await app.user.clear(screen.getByLabelText('Date'))
  await app.user.type(screen.getByLabelText('Date'), date)
  await app.user.selectOptions(screen.getByRole('combobox', { name: 'Repeat' }), repeat)
  await app.user.click(screen.getByRole('button', { name: 'Save Transaction' }))
  return app
}

describe('saving a repeating transaction', () => {
  beforeEach(() => {
    seedSession(ada)
    seedTransactions(ada.id, [])
  })

  it('takes the rule back without offering Undo when the transaction cannot be stored', async () => {
    const full = refuseStorageWrites('QuotaExceededError', `transactions_${ada.id}`)
    try {
      await saveRepeating('2026-03-15', 'Every month')
      expect(await screen.findByRole('alert')).toHaveTextContent("Your browser's storage is full")
    } finally {
      full.mockRestore()
    }
    expect(storedJson(`recurring_${ada.id}`)).toEqual([])
    expect(storedJson(`transactions_${ada.id}`)).toEqual([])
    expect(screen.queryByText('Recurring transaction stopped')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
  })

  it.each([
    ['week', '9999-12-25'],
    ['month', '9999-12-31'],
    ['year', '9999-01-01'],
  ] as const)(
    'saves every %s from %s as a plain transaction: no later date can be stored',
    (every, date) => {
      // The form refuses such a date; a save that comes another way must not store a rule
      // whose `next` is no date.
      const store = makeTestStore()
      store.dispatch(userSignedIn(ada))
      const fields = {
        amountCents: 1000,
        type: 'expense' as const,
        category: 'Food',
        description: '',
      }
      expect(store.dispatch(addRepeatingTransaction({ ...fields, date }, every))).toEqual({
        ok: true,
      })
      const stored = storedJson(`transactions_${ada.id}`) as object[]
      expect(stored).toEqual([expect.objectContaining({ amount: '10.00', category: 'Food', date })])
      expect(stored[0]).not.toHaveProperty('occurrence')
      expect(storedJson(`recurring_${ada.id}`)).toBeNull()
    },
  )
})
