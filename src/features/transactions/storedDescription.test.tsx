import { screen, within } from '@testing-library/react'
import { record, seedSession, seedTransactions, storedJson } from '../../test/fixtures'
import { renderApp } from '../../test/renderWithProviders'

const ada = { id: '1700000000000', name: 'Ada Lovelace' }
const key = `transactions_${ada.id}`

// SPEC.md section 3: "description: optional string". JSON says "none" with null as often as by
// leaving the field out, and a record saying so is as readable as one without the field.
describe('a stored transaction whose description is null', () => {
  const kept = {
    ...record({ userId: ada.id, amount: '40.00', category: 'Bills' }),
    description: null,
  }
  const other = record({ userId: ada.id, description: 'Lunch', date: '2026-02-01' })

  it('is listed, with "-" for its description, and counted in the totals', async () => {
    seedSession(ada)
    seedTransactions(ada.id, [other, kept])
    renderApp('/transactions')
    expect(await screen.findByRole('heading', { name: 'Transactions (2)' })).toBeInTheDocument()
    const cells = within(screen.getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells.slice(0, 5)).toEqual(['3/1/2026', '-', 'Bills', 'Expense', '-$40.00'])
    const expenses = screen.getByRole('region', { name: 'Total Expenses' })
    expect(within(expenses).getByText('$50.00')).toBeInTheDocument()
  })

  it('stays in storage as it was, with nothing set aside', async () => {
    seedSession(ada)
    seedTransactions(ada.id, [other, kept])
    renderApp('/transactions')
    await screen.findByRole('heading', { name: 'Transactions', level: 1 })
    expect(storedJson(key)).toEqual([other, kept])
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument()
  })
})
