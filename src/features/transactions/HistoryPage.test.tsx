import { act, screen, waitFor, within } from '@testing-library/react'
import {
  record,
  refuseStorageWrites,
  seedSession,
  seedTransactions,
  storedJson,
} from '../../test/fixtures'
import { renderApp } from '../../test/renderWithProviders'

const ada = { id: '1700000000000', name: 'Ada Lovelace' }

function seed(records: Parameters<typeof record>[0][]) {
  seedSession(ada)
  seedTransactions(ada.id, records)
}

const list = [
  {
    userId: ada.id,
    description: 'Monthly salary',
    amount: '2500.00',
    type: 'income' as const,
    category: 'Salary',
    date: '2026-01-31',
  },
  { userId: ada.id, description: 'Lunch', amount: '12.50', category: 'Food', date: '2026-02-01' },
  { userId: ada.id, description: '', amount: '45', category: 'Transport', date: '2025-12-31' },
  {
    userId: ada.id,
    description: 'Birthday',
    amount: '100.00',
    type: 'income' as const,
    category: 'Gift',
    date: '2026-01-01',
  },
].map(record)

async function openHistory(route = '/transactions') {
  const app = renderApp(route)
  await screen.findByRole('heading', { name: 'Transactions', level: 1 })
  return app
}

/** The text of each body row's cells. */
function rowTexts(): string[][] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    )
}

function descriptions(): string[] {
  return rowTexts().map((cells) => cells[1])
}

function regionAmount(name: string): string {
  return within(screen.getByRole('region', { name })).getByText(/\$/).textContent ?? ''
}

describe('history table', () => {
  it('shows each transaction newest first, with its date, description, badge and signed amount', async () => {
    seed(list)
    await openHistory()
    expect(screen.getByRole('heading', { name: 'Transactions (4)' })).toBeInTheDocument()
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent)
    expect(headers).toEqual(['Date', 'Description', 'Category', 'Type', 'Amount', 'Actions'])
    expect(rowTexts().map((cells) => cells.slice(0, 5))).toEqual([
      ['2/1/2026', 'Lunch', 'Food', 'Expense', '-$12.50'],
      ['1/31/2026', 'Monthly salary', 'Salary', 'Income', '+$2,500.00'],
      ['1/1/2026', 'Birthday', 'Gift', 'Income', '+$100.00'],
      ['12/31/2025', '-', 'Transport', 'Expense', '-$45.00'],
    ])
  })

  it('links the header and each row to the form', async () => {
    seed(list)
    await openHistory()
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Add Transaction' }),
    ).toHaveAttribute('href', '/add-transaction')
    const [first] = screen.getAllByRole('row').slice(1)
    expect(within(first).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/edit-transaction/${list[1].id}`,
    )
    expect(within(first).getByRole('button', { name: 'Delete' })).toBeInTheDocument()
  })

  it('keeps a very long description whole in its title while the cell cuts it short', async () => {
    const long = 'x'.repeat(10_000)
    seed([record({ userId: ada.id, description: long })])
    await openHistory()
    expect(screen.getByRole('cell', { name: long })).toHaveAttribute('title', long)
  })

  it('renders only the rows near the viewport of a long list, and says how many there are', async () => {
    seed(
      Array.from({ length: 500 }, (_, i) => record({ userId: ada.id, description: `Item ${i}` })),
    )
    await openHistory()
    expect(screen.getByRole('heading', { name: 'Transactions (500)' })).toBeInTheDocument()
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '501')
    const rows = screen.getAllByRole('row')
    expect(rows.length).toBeLessThan(60)
    expect(rows.map((row) => row.getAttribute('aria-rowindex')).slice(0, 3)).toEqual([
      '1',
      '2',
      '3',
    ])
  })
})

describe('history summary', () => {
  it('sums the shown transactions exactly', async () => {
    seed([
      record({ userId: ada.id, amount: '0.10' }),
      record({ userId: ada.id, amount: '0.20' }),
      record({ userId: ada.id, amount: '0.30', type: 'income', category: 'Gift' }),
    ])
    await openHistory()
    expect(regionAmount('Total Income')).toBe('$0.30')
    expect(regionAmount('Total Expenses')).toBe('$0.30')
    expect(regionAmount('Net')).toBe('$0.00')
    expect(within(screen.getByRole('region', { name: 'Net' })).getByText('$0.00')).toHaveAttribute(
      'data-sign',
      'positive',
    )
  })

  it('follows the filters', async () => {
    seed(list)
    const { user } = await openHistory()
    expect(regionAmount('Net')).toBe('$2,542.50')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Expense')
    expect(regionAmount('Total Income')).toBe('$0.00')
    expect(regionAmount('Total Expenses')).toBe('$57.50')
    expect(regionAmount('Net')).toBe('-$57.50')
  })
})

describe('history filters', () => {
  it('searches descriptions, categories and amounts, ignoring case', async () => {
    seed(list)
    const { user } = await openHistory()
    const search = screen.getByRole('searchbox', { name: 'Search' })
    await user.type(search, 'LUNCH')
    expect(descriptions()).toEqual(['Lunch'])
    await user.clear(search)
    await user.type(search, 'transport')
    expect(descriptions()).toEqual(['-'])
    await user.clear(search)
    await user.type(search, '12.5')
    expect(descriptions()).toEqual(['Lunch'])
    await user.type(search, '0')
    expect(descriptions()).toEqual(['Lunch'])
    expect(screen.getByRole('heading', { name: 'Transactions (1)' })).toBeInTheDocument()
  })

  it('filters by type', async () => {
    seed(list)
    const { user } = await openHistory()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Income')
    expect(descriptions()).toEqual(['Monthly salary', 'Birthday'])
  })

  it('offers the categories in the data, sorted, and filters by one', async () => {
    seed([...list, record({ userId: ada.id, description: 'Dinner', category: 'Food' })])
    const { user } = await openHistory()
    const category = screen.getByRole('combobox', { name: 'Category' })
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Categories', 'Food', 'Gift', 'Salary', 'Transport'])
    await user.selectOptions(category, 'Food')
    expect(descriptions()).toEqual(['Dinner', 'Lunch'])
  })

  it('filters by an imported category whose name has runs of spaces', async () => {
    seed([...list, record({ userId: ada.id, description: 'Pizza', category: 'Eating  out' })])
    const { user } = await openHistory()
    const category = screen.getByRole('combobox', { name: 'Category' })
    await user.selectOptions(category, 'Eating  out')
    expect(descriptions()).toEqual(['Pizza'])
    expect(within(category).getAllByRole('option')).toHaveLength(6)
  })

  it('includes both ends of the date range', async () => {
    seed(list)
    const { user } = await openHistory()
    await user.type(screen.getByLabelText('Start Date'), '2025-12-31')
    await user.type(screen.getByLabelText('End Date'), '2026-01-01')
    expect(descriptions()).toEqual(['Birthday', '-'])
  })

  it('clears every filter with Clear All and keeps the order', async () => {
    seed(list)
    const { user, router } = await openHistory('/transactions?type=income&search=b&sort=amount')
    expect(descriptions()).toEqual(['Birthday'])
    await user.click(screen.getByRole('button', { name: 'Clear All' }))
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('all')
    expect(descriptions()).toEqual(['Monthly salary', 'Birthday', '-', 'Lunch'])
    expect(router.state.location.search).toBe('?sort=amount')
  })

  it('shows the empty state when nothing matches', async () => {
    seed(list)
    const { user } = await openHistory()
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like this')
    expect(screen.getByText('No transactions found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add a transaction' })).toHaveAttribute(
      'href',
      '/add-transaction',
    )
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Transactions (0)' })).toBeInTheDocument()
  })

  it('shows the empty state without any transaction', async () => {
    seed([])
    await openHistory()
    expect(screen.getByText('No transactions found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add your first transaction' })).toHaveAttribute(
      'href',
      '/add-transaction',
    )
  })
})

describe('history order', () => {
  function sortButton(name: string) {
    return within(screen.getByRole('group', { name: 'Sort by' })).getByRole('button', { name })
  }

  it('starts by date, newest first', async () => {
    seed(list)
    await openHistory()
    expect(sortButton('Date')).toHaveAttribute('aria-pressed', 'true')
    expect(sortButton('Date')).toHaveAttribute('data-direction', 'desc')
    expect(sortButton('Amount')).toHaveAttribute('aria-pressed', 'false')
    expect(sortButton('Amount')).not.toHaveAttribute('data-direction')
  })

  it('toggles the active sort and starts another descending', async () => {
    seed(list)
    const { user } = await openHistory()
    await user.click(sortButton('Date'))
    expect(sortButton('Date')).toHaveAttribute('data-direction', 'asc')
    expect(descriptions()).toEqual(['-', 'Birthday', 'Monthly salary', 'Lunch'])

    await user.click(sortButton('Amount'))
    expect(sortButton('Amount')).toHaveAttribute('aria-pressed', 'true')
    expect(sortButton('Amount')).toHaveAttribute('data-direction', 'desc')
    expect(sortButton('Date')).toHaveAttribute('aria-pressed', 'false')
    expect(descriptions()).toEqual(['Monthly salary', 'Birthday', '-', 'Lunch'])

    await user.click(sortButton('Amount'))
    expect(sortButton('Amount')).toHaveAttribute('data-direction', 'asc')
    expect(descriptions()).toEqual(['Lunch', '-', 'Birthday', 'Monthly salary'])

    await user.click(sortButton('Category'))
    expect(descriptions()).toEqual(['-', 'Monthly salary', 'Birthday', 'Lunch'])
  })
})

describe('history URL', () => {
  it('puts filters and order in the query string, leaving defaults out', async () => {
    seed(list)
    const { user, router } = await openHistory()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Expense')
    expect(router.state.location.search).toBe('?type=expense')
    await user.click(screen.getByRole('button', { name: 'Amount' }))
    expect(router.state.location.search).toBe('?type=expense&sort=amount')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All Types')
    expect(router.state.location.search).toBe('?sort=amount')
  })

  it('shows the view a URL describes', async () => {
    seed(list)
    await openHistory('/transactions?type=income&sort=amount&dir=asc&search=b')
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('income')
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('b')
    expect(screen.getByRole('button', { name: 'Amount' })).toHaveAttribute('data-direction', 'asc')
    expect(descriptions()).toEqual(['Birthday'])
  })

  it('follows the back button after Clear All with nothing to clear', async () => {
    seed(list)
    const { user, router } = await openHistory('/transactions?type=expense')
    const type = screen.getByRole('combobox', { name: 'Type' })
    await user.selectOptions(type, 'All Types')
    await user.click(screen.getByRole('button', { name: 'Clear All' }))
    await act(() => router.navigate(-1))
    expect(router.state.location.search).toBe('?type=expense')
    expect(type).toHaveValue('expense')
    expect(descriptions()).toEqual(['Lunch', '-'])
  })

  it('steps back through changes, a typed search being one step', async () => {
    seed(list)
    const { user, router } = await openHistory()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Income')
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'salary')
    expect(descriptions()).toEqual(['Monthly salary'])
    // The URL follows typing once it pauses.
    await waitFor(() => expect(router.state.location.search).toContain('search=salary'))

    await act(() => router.navigate(-1))
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
    expect(descriptions()).toEqual(['Monthly salary', 'Birthday'])

    await act(() => router.navigate(-1))
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('all')
    expect(descriptions()).toHaveLength(4)
  })

  it('keeps a bookmarked category that is no longer in the data visible', async () => {
    seed(list)
    await openHistory('/transactions?category=Rent')
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Rent')
    expect(screen.getByText('No transactions found')).toBeInTheDocument()
  })
})

describe('deleting from the history', () => {
  function firstRow() {
    return screen.getAllByRole('row')[1]
  }

  it('keeps the transaction on Cancel and returns focus to its Delete button', async () => {
    seed(list)
    const { user } = await openHistory()
    const remove = within(firstRow()).getByRole('button', { name: 'Delete' })
    await user.click(remove)
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this transaction?',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(remove).toHaveFocus()
    expect(descriptions()).toHaveLength(4)
  })

  it('sets the page aside while the dialog is open, so its Delete is the only one in reach', async () => {
    seed(list)
    const { user } = await openHistory()
    await user.click(within(firstRow()).getByRole('button', { name: 'Delete' }))
    const dialog = screen.getByRole('alertdialog')
    // The rows' Delete buttons are hidden and inert behind it; the dialog's is the one found.
    expect(screen.getByRole('button', { name: 'Delete' })).toBe(
      within(dialog).getByRole('button', { name: 'Delete' }),
    )
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(4)
    expect(screen.getByRole('table')).toBeInTheDocument()
  })

  it('keeps the transaction on Escape', async () => {
    seed(list)
    const { user } = await openHistory()
    await user.click(within(firstRow()).getByRole('button', { name: 'Delete' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(descriptions()).toHaveLength(4)
  })

  it.each([
    ['its text', (dialog: HTMLElement) => within(dialog).getByText(/Are you sure/)],
    ['the backdrop', (dialog: HTMLElement) => dialog.parentElement as HTMLElement],
  ])('keeps Tab inside the dialog and Escape cancelling after a click on %s', async (_, target) => {
    seed(list)
    const { user } = await openHistory()
    const remove = within(firstRow()).getByRole('button', { name: 'Delete' })
    await user.click(remove)
    const dialog = screen.getByRole('alertdialog')
    await user.click(target(dialog))
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(remove).toHaveFocus()
    expect(descriptions()).toHaveLength(4)
  })

  it('removes the transaction from the list and from storage on Delete', async () => {
    seed(list)
    const { user } = await openHistory()
    await user.click(within(firstRow()).getByRole('button', { name: 'Delete' }))
    const focus = jest.spyOn(HTMLElement.prototype, 'focus')
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    const heading = await screen.findByRole('heading', { name: 'Transactions (3)' })
    expect(heading).toHaveFocus()
    // Deep in a long list the page stays where it was.
    expect(focus.mock.calls[focus.mock.contexts.indexOf(heading)]).toEqual([
      { preventScroll: true },
    ])
    focus.mockRestore()
    expect(descriptions()).not.toContain('Lunch')
    const stored = storedJson(`transactions_${ada.id}`) as { id: string }[]
    expect(stored.map((entry) => entry.id).sort()).toEqual(
      [list[0].id, list[2].id, list[3].id].sort(),
    )
  })

  it('says why when the deletion cannot be saved, and keeps the transaction', async () => {
    seed(list)
    const { user } = await openHistory()
    const setItem = refuseStorageWrites('QuotaExceededError')
    await user.click(within(firstRow()).getByRole('button', { name: 'Delete' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(/storage is full/)
    setItem.mockRestore()
    expect(descriptions()).toContain('Lunch')
    expect((storedJson(`transactions_${ada.id}`) as unknown[]).length).toBe(4)
  })
})
