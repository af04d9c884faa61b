import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { downloadText } from '../../lib/download'
import { addDays, monthKey, monthOf, todayIso } from '../../lib/dates'
import { collectionKey } from '../../storage/keys'
import { record, seedSession, seedTransactions } from '../../test/fixtures'
import { regionTableRows } from '../../test/regionTable'
import { renderApp } from '../../test/renderWithProviders'

jest.mock('../../lib/download', () => ({ downloadText: jest.fn() }))

const ada = { id: '1700000000000', name: 'Ada Lovelace' }
const thisMonth = monthOf(todayIso())
const firstOfMonth = `${thisMonth}-01`
const lastMonthDay = addDays(firstOfMonth, -1)
const lastMonth = monthOf(lastMonthDay)

function seed(records: Parameters<typeof record>[0][]) {
  seedSession(ada)
  seedTransactions(ada.id, records.map(record))
}

const userId = ada.id
const ledger = [
  { userId, type: 'income', category: 'Salary', amount: '3000', date: firstOfMonth },
  { userId, type: 'expense', category: 'Food', amount: '20.00', date: firstOfMonth },
  { userId, type: 'expense', category: 'Food', amount: '10.00', date: lastMonthDay },
  {
    userId,
    type: 'expense',
    category: 'Split',
    amount: '10.00',
    splits: [
      { category: 'Food', amount: '7.50' },
      { category: 'Bills', amount: '2.50' },
    ],
    date: firstOfMonth,
  },
  // Half of a transfer whose other half is elsewhere: neither income nor expense.
  {
    userId,
    type: 'expense',
    category: 'Transfer',
    transfer: 'x',
    amount: '500',
    date: firstOfMonth,
  },
] as Parameters<typeof record>[0][]

/** The ledger in Main, and a $5.00 Food expense in a card that opened $100.00 in debt. */
function seedWithCard() {
  seed([...ledger, { ...ledger[1], amount: '5.00', account: 'card' }])
  localStorage.setItem(
    collectionKey('accounts', ada.id),
    JSON.stringify([
      { id: 'main', name: 'Main', type: 'checking', opening: '0', updatedAt: '' },
      { id: 'card', name: 'Card', type: 'credit', opening: '-100.00', updatedAt: '' },
    ]),
  )
}

const region = (name: string) => screen.getByRole('region', { name })

describe('/reports', () => {
  it('shows the last 12 months by default: transfers left out, split lines by category', async () => {
    seed(ledger)
    renderApp('/reports')
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('Last 12 months')

    const months = regionTableRows('Income and expenses')
    expect(months[0]).toEqual(['Month', 'Income', 'Expenses', 'Net'])
    expect(months).toHaveLength(1 + 12 + 1)
    expect(months[11]).toEqual([monthKey(lastMonthDay), '$0.00', '$10.00', '-$10.00'])
    expect(months[12]).toEqual([monthKey(firstOfMonth), '$3,000.00', '$30.00', '$2,970.00'])
    expect(months[13]).toEqual(['Total', '$3,000.00', '$40.00', '$2,960.00'])

    expect(regionTableRows('Spending by category')).toEqual([
      ['Category', 'Spent', 'Share', 'Change'],
      ['Food', '$37.50', '94%', 'New'],
      ['Bills', '$2.50', '6%', 'New'],
    ])
    // Transfers included there: the Main account's balance at each month's end.
    const netWorth = regionTableRows('Net worth')
    expect(netWorth[0]).toEqual(['Month', 'Net worth'])
    expect(netWorth.at(-1)).toEqual([monthKey(firstOfMonth), '$2,460.00'])
  })

  it('draws bars with a net line and the net worth as a line, out of the accessibility tree', async () => {
    // jsdom lays nothing out: the chart boxes get a desktop's width.
    const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600)
    try {
      seed(ledger)
      renderApp('/reports')
      const netWorth = await screen.findByRole('region', { name: 'Net worth' })
      // The tables are what assistive technology reads; the drawings are hidden from it.
      const line = await waitFor(() => {
        const path = netWorth.querySelector('svg path[stroke="var(--color-accent-strong)"]')
        expect(path).toBeInstanceOf(SVGElement)
        return path
      })
      expect(line?.closest('[aria-hidden="true"]')).not.toBeNull()
      const months = region('Income and expenses')
      expect(months.querySelectorAll('svg rect[data-testid^="bar.item"]')).toHaveLength(2 * 12)
      const net = months.querySelector('svg path.netLine')
      expect(net).toBeInstanceOf(SVGElement)
      expect(net?.closest('[aria-hidden="true"]')).not.toBeNull()
    } finally {
      width.mockRestore()
    }
  })

  it('keeps the period in the URL, with From and To for Custom', async () => {
    seed(ledger)
    const { router, user } = renderApp('/reports')
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Period' }), 'Custom')
    expect(router.state.location?.search).toBe('?period=custom')
    expect(screen.getByLabelText('From')).toHaveValue('')

    await act(() =>
      router.navigate(`/reports?period=custom&from=${lastMonth}-01&to=${lastMonthDay}`),
    )
    expect(screen.getByLabelText('From')).toHaveValue(`${lastMonth}-01`)
    expect(regionTableRows('Spending by category')).toEqual([
      ['Category', 'Spent', 'Share', 'Change'],
      ['Food', '$10.00', '100%', 'New'],
    ])
  })

  it('says so for a period without transactions', async () => {
    seed([ledger[2]])
    renderApp('/reports?period=this-month')
    expect(await screen.findByText('No transactions in this period')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Net worth' })).not.toBeInTheDocument()
  })

  it('offers an account choice with two accounts, and keeps to the one chosen', async () => {
    seedWithCard()
    const { router, user } = renderApp('/reports?period=this-month')
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Account' }), 'Card')
    expect(router.state.location?.search).toBe('?period=this-month&account=card')
    expect(regionTableRows('Spending by category')).toEqual([
      ['Category', 'Spent', 'Share', 'Change'],
      ['Food', '$5.00', '100%', 'New'],
    ])
    expect(regionTableRows('Net worth')).toEqual([
      ['Month', 'Net worth'],
      [monthKey(firstOfMonth), '-$105.00'],
    ])
  })

  it('reads an account the person does not have (a link from before) as All Accounts', async () => {
    seedWithCard()
    renderApp('/reports?period=this-month&account=gone')
    expect(await screen.findByRole('combobox', { name: 'Account' })).toHaveDisplayValue(
      'All Accounts',
    )
    expect(regionTableRows('Spending by category')).toEqual([
      ['Category', 'Spent', 'Share', 'Change'],
      ['Food', '$32.50', '93%', '+225%'],
      ['Bills', '$2.50', '7%', 'New'],
    ])
  })

  it('takes one step Back over a Custom date typed a digit of its year at a time', async () => {
    seed(ledger)
    const { router } = renderApp('/reports?period=custom&from=2025-03-01')
    const from = await screen.findByLabelText('From')
    // What a date input reports while "2026" is typed over the year of 2025-03-01.
    for (const typing of ['0002-03-01', '0020-03-01', '0202-03-01', '2026-03-01']) {
      fireEvent.change(from, { target: { value: typing } })
    }
    expect(router.state.location?.search).toBe('?period=custom&from=2026-03-01')
    await act(() => router.navigate(-1))
    expect(screen.getByLabelText('From')).toHaveValue('2025-03-01')
  })

  it('keeps the screen while a Custom year is still being typed', async () => {
    seed(ledger)
    // A date input reports "0002-03-01" on the way to "2026-03-01".
    renderApp(`/reports?period=custom&from=0002-03-01&to=${firstOfMonth}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument()
    expect(screen.getByLabelText('From')).toHaveValue('0002-03-01')
    // The picker offers the transaction form's years.
    expect(screen.getByLabelText('From')).toHaveAttribute('min', '1900-01-01')
    // Until the year is whole, From reads as the 1st of this month.
    expect(regionTableRows('Income and expenses').slice(1, -1)).toEqual([
      [monthKey(firstOfMonth), '$3,000.00', '$30.00', '$2,970.00'],
    ])
  })

  it('runs All time on to the month of the last transaction, a future-dated one too', async () => {
    // Next month's rent, entered ahead: the person's only record.
    const nextMonthDay = addDays(firstOfMonth, 40)
    seed([{ ...ledger[1], category: 'Rent', amount: '900.00', date: nextMonthDay }])
    renderApp('/reports?period=all-time')
    expect(await screen.findByRole('region', { name: 'Spending by category' })).toBeInTheDocument()
    expect(screen.queryByText('No transactions in this period')).not.toBeInTheDocument()
    expect(regionTableRows('Income and expenses').slice(1)).toEqual([
      [monthKey(firstOfMonth), '$0.00', '$0.00', '$0.00'],
      [monthKey(nextMonthDay), '$0.00', '$900.00', '-$900.00'],
      ['Total', '$0.00', '$900.00', '-$900.00'],
    ])
  })

  it('offers no Account choice to a person with one account, whatever the link says', async () => {
    seed(ledger)
    renderApp('/reports?period=this-month&account=main')
    expect(await screen.findByRole('region', { name: 'Net worth' })).toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument()
  })

  it("downloads a region's table as CSV, named for the region and the dates", async () => {
    seed(ledger)
    const { user } = renderApp('/reports?period=this-month')
    await user.click(
      within(await screen.findByRole('region', { name: 'Spending by category' })).getByRole(
        'button',
        { name: 'Download CSV' },
      ),
    )
    const lastDay = addDays(monthOf(addDays(firstOfMonth, 31)) + '-01', -1)
    expect(downloadText).toHaveBeenCalledWith(
      `report-spending-by-category-${firstOfMonth}-${lastDay}.csv`,
      'Category,Spent,Share,Change\r\nFood,27.50,92%,+175%\r\nBills,2.50,8%,New\r\n',
      'text/csv',
    )
  })
})
