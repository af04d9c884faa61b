import { act, screen, within } from '@testing-library/react'
import { monthKey, monthOf, toIsoDate, todayIso } from '../../lib/dates'
import { record, seedSession, seedTransactions } from '../../test/fixtures'
import { renderApp } from '../../test/renderWithProviders'
import { dayBegan } from '../calendar/calendarSlice'

const ada = { id: '1700000000000', name: 'Ada Lovelace' }
const thisMonth = monthOf(todayIso())
const now = new Date()
const lastMonthDay = toIsoDate(new Date(now.getFullYear(), now.getMonth() - 1, 15))

function seed(records: Parameters<typeof record>[0][]) {
  seedSession(ada)
  seedTransactions(ada.id, records.map(record))
}

const region = (name: string) => screen.getByRole('region', { name })

// jsdom lays nothing out: give the chart boxes the width a desktop browser would.
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 600,
  })
})
afterAll(() => {
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth)
})

describe('dashboard with transactions', () => {
  beforeEach(() =>
    seed([
      {
        userId: ada.id,
        type: 'income',
        category: 'Salary',
        amount: '3000',
        date: `${thisMonth}-01`,
        description: 'Pay',
      },
      {
        userId: ada.id,
        type: 'income',
        category: 'Misc',
        amount: '0.30',
        date: `${thisMonth}-02`,
        description: '',
      },
      {
        userId: ada.id,
        type: 'expense',
        category: 'Food',
        amount: '0.10',
        date: `${thisMonth}-03`,
        description: 'Tea',
      },
      {
        userId: ada.id,
        type: 'expense',
        category: 'Food',
        amount: '0.20',
        date: `${thisMonth}-03`,
        description: 'Bun',
      },
      {
        userId: ada.id,
        type: 'expense',
        category: 'Rent',
        amount: '1000',
        date: lastMonthDay,
        description: 'Flat',
      },
      {
        userId: ada.id,
        type: 'expense',
        category: 'Misc',
        amount: '999.70',
        date: lastMonthDay,
        description: 'Old',
      },
    ]),
  )

  it('shows totals, this month’s averages and the balance', async () => {
    renderApp('/dashboard')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(region('Total Income')).toHaveTextContent('$3,000.30')
    expect(region('Total Income')).toHaveTextContent('Avg/month: $1,500.15')
    expect(region('Total Expenses')).toHaveTextContent('$2,000.00')
    expect(region('Total Expenses')).toHaveTextContent('Avg/month: $0.15')
    const balance = within(region('Current Balance')).getByText('$1,000.30')
    expect(balance).toHaveAttribute('data-sign', 'positive')
    expect(region('Current Balance')).toHaveTextContent('Net position')
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Add Transaction' }),
    ).toHaveAttribute('href', '/add-transaction')
  })

  it('gives both charts a table of the same numbers', async () => {
    renderApp('/dashboard')
    const monthly = within(await screen.findByRole('region', { name: 'Monthly Overview' }))
    const monthRows = monthly.getAllByRole('row').map((row) => row.textContent)
    expect(monthRows).toEqual([
      'MonthIncomeExpenses',
      `${monthKey(lastMonthDay)}$0.00$1,999.70`,
      `${monthKey(`${thisMonth}-01`)}$3,000.30$0.30`,
    ])
    const pie = within(region('Expense Categories'))
    expect(pie.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'CategoryAmountShare',
      'Salary$3,000.0060%',
      'Misc$1,000.0020%',
      'Rent$1,000.0020%',
      'Food$0.300%',
    ])
  })

  it('draws the pie with Category NN% labels', async () => {
    renderApp('/dashboard')
    const pie = within(await screen.findByRole('region', { name: 'Expense Categories' }))
    expect(await pie.findByText('Salary 60%')).toBeInTheDocument()
    expect(pie.getByText('Food 0%')).toBeInTheDocument()
  })

  it('lists the five newest with description or category, date and signed amount', async () => {
    renderApp('/dashboard')
    const recent = within(await screen.findByRole('region', { name: 'Recent Transactions' }))
    const items = recent.getAllByRole('listitem')
    expect(items).toHaveLength(5)
    const [first, second, third] = items
    expect(first).toHaveTextContent(`BunFood · `)
    expect(first).toHaveTextContent('-$0.20')
    expect(second).toHaveTextContent('Tea')
    expect(third).toHaveTextContent(/^MiscMisc/)
    expect(third).toHaveTextContent('+$0.30')
    expect(items[4]).toHaveTextContent(/Flat|Old/)
    expect(recent.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/transactions')
  })
})

it('marks a negative balance, never -$0.00 for zero', async () => {
  seed([
    { userId: ada.id, type: 'income', amount: '0.30', date: `${thisMonth}-01` },
    { userId: ada.id, type: 'expense', amount: '0.10', date: `${thisMonth}-01` },
    { userId: ada.id, type: 'expense', amount: '0.20', date: `${thisMonth}-01` },
  ])
  renderApp('/dashboard')
  const zero = within(await screen.findByRole('region', { name: 'Current Balance' })).getByText(
    '$0.00',
  )
  expect(zero).toHaveAttribute('data-sign', 'positive')
})

it('shows a negative balance as negative', async () => {
  seed([{ userId: ada.id, type: 'expense', amount: '5', date: `${thisMonth}-01` }])
  renderApp('/dashboard')
  const balance = within(await screen.findByRole('region', { name: 'Current Balance' })).getByText(
    '-$5.00',
  )
  expect(balance).toHaveAttribute('data-sign', 'negative')
})

it('shows the empty state without charts', async () => {
  seed([])
  renderApp('/dashboard')
  expect(await screen.findByText('No transactions yet')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Add your first transaction' })).toHaveAttribute(
    'href',
    '/add-transaction',
  )
  expect(region('Total Income')).toHaveTextContent('Avg/month: $0.00')
  expect(region('Current Balance')).toHaveTextContent('$0.00')
  expect(screen.queryByRole('region', { name: 'Monthly Overview' })).not.toBeInTheDocument()
  expect(within(screen.getByRole('main')).queryByRole('list')).not.toBeInTheDocument()
})

it('shows the budgets beside the empty state, when budgets are set before any transaction', async () => {
  seed([])
  localStorage.setItem(`budgets_${ada.id}`, JSON.stringify([{ category: 'Food', limit: '100.00' }]))
  renderApp('/dashboard')
  expect(await screen.findByText('No transactions yet')).toBeInTheDocument()
  const budgets = region('Budgets')
  expect(within(budgets).getByRole('listitem')).toHaveTextContent('$0.00 of $100.00')
  expect(within(budgets).getByRole('progressbar', { name: 'Food' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  )
  // A loose link query for "Budgets" (Playwright's default) finds the navigation's link alone.
  expect(screen.getAllByRole('link', { name: /budgets/i })).toEqual([
    screen.getByRole('link', { name: 'Budgets' }),
  ])
  expect(within(budgets).getByRole('link', { name: 'Change limits' })).toHaveAttribute(
    'href',
    '/budgets',
  )
})

it('moves its month on when a new day begins while it is open, budgets included', async () => {
  seed([{ userId: ada.id, type: 'expense', category: 'Food', amount: '40.00', date: todayIso() }])
  localStorage.setItem(`budgets_${ada.id}`, JSON.stringify([{ category: 'Food', limit: '100.00' }]))
  const { store } = renderApp('/dashboard')
  await screen.findByRole('heading', { name: 'Dashboard' })
  expect(region('Total Expenses')).toHaveTextContent('Avg/month: $40.00')
  expect(within(region('Budgets')).getByRole('listitem')).toHaveTextContent('$40.00 of $100.00')
  const nextMonth = toIsoDate(new Date(now.getFullYear(), now.getMonth() + 1, 1))
  act(() => {
    store.dispatch(dayBegan(nextMonth))
  })
  expect(region('Total Expenses')).toHaveTextContent('Avg/month: $0.00')
  expect(within(region('Budgets')).getByRole('listitem')).toHaveTextContent('$0.00 of $100.00')
})
