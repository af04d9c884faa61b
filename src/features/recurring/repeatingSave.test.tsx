import { screen } from '@testing-library/react'
import { refuseStorageWrites, seedSession, seedTransactions, storedJson } from '../../test/fixtures'
import { renderApp } from '../../test/renderWithProviders'

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
    ['Every week', '9999-12-25'],
    ['Every month', '9999-12-31'],
    ['Every year', '9999-01-01'],
  ])(
    'saves "%s" from %s as a plain transaction: no later date can be stored',
    async (repeat, date) => {
      await saveRepeating(date, repeat)
      expect(await screen.findByRole('heading', { name: 'Transactions (1)' })).toBeInTheDocument()
      const stored = storedJson(`transactions_${ada.id}`) as object[]
      expect(stored).toEqual([expect.objectContaining({ amount: '10', category: 'Food', date })])
      expect(stored[0]).not.toHaveProperty('occurrence')
      expect(storedJson(`recurring_${ada.id}`)).toBeNull()
    },
  )
})
