import { screen } from '@testing-library/react'
import { addDays, monthKey, monthOf, todayIso } from '../../lib/dates'
import { collectionKey } from '../../storage/keys'
import { record, seedSession, seedTransactions } from '../../test/fixtures'
import { regionTableRows } from '../../test/regionTable'
import { renderApp } from '../../test/renderWithProviders'

const ada = { id: '1700000000000', name: 'Ada Lovelace' }
const userId = ada.id
const firstOfMonth = `${monthOf(todayIso())}-01`
const lastMonthDay = addDays(firstOfMonth, -1)

/** Last month a salary into Main; this month only a transfer of $500.00 from Main to Savings,
 * stored as UI_CONTRACT.md says: an expense in Main and an income in Savings, each naming the
 * other. */
function seedSavingsTransfer() {
  seedSession(ada)
  seedTransactions(userId, [
    record({
      userId,
      type: 'income',
      category: 'Salary',
      amount: '1000.00',
      date: lastMonthDay,
      account: 'main',
    }),
    {
      ...record({
        userId,
        category: 'Transfer',
        amount: '500.00',
        date: firstOfMonth,
        account: 'main',
      }),
      id: 't-out',
      transfer: 't-in',
    },
    {
      ...record({
        userId,
        type: 'income',
        category: 'Transfer',
        amount: '500.00',
        date: firstOfMonth,
        account: 'savings',
      }),
      id: 't-in',
      transfer: 't-out',
    },
  ])
  localStorage.setItem(
    collectionKey('accounts', userId),
    JSON.stringify([
      { id: 'main', name: 'Main', type: 'checking', opening: '0', updatedAt: '' },
      { id: 'savings', name: 'Savings', type: 'savings', opening: '0', updatedAt: '' },
    ]),
  )
}

describe('/reports over a period whose only transactions are a transfer', () => {
  it("does not say there are none, and shows the chosen account's net worth", async () => {
    seedSavingsTransfer()
    renderApp('/reports?period=this-month&account=savings')
    expect(await screen.findByRole('combobox', { name: 'Account' })).toHaveDisplayValue('Savings')
    expect(screen.queryByText('No transactions in this period')).not.toBeInTheDocument()
    expect(regionTableRows('Net worth')).toEqual([
      ['Month', 'Net worth'],
      [monthKey(firstOfMonth), '$500.00'],
    ])
  })

  it('does not say there are none over every account either', async () => {
    seedSavingsTransfer()
    renderApp('/reports?period=this-month')
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument()
    expect(screen.queryByText('No transactions in this period')).not.toBeInTheDocument()
    expect(regionTableRows('Net worth')).toEqual([
      ['Month', 'Net worth'],
      [monthKey(firstOfMonth), '$1,000.00'],
    ])
  })
})
