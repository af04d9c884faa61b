import { act, screen, within } from '@testing-library/react'
import { todayIso } from '../../lib/dates'
import { renderApp } from '../../test/renderWithProviders'
import {
  record,
  refuseStorageWrites,
  seedSession,
  seedTransactions,
  seedUsers,
  storedJson,
} from '../../test/fixtures'
import { switchTo } from '../auth/authThunks'
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from '../categories'

const ada = { id: '1700000000000', name: 'Ada Lovelace' }
const adaKey = `transactions_${ada.id}`
const messages = {
  amount: 'Please enter a valid amount greater than 0',
  category: 'Please select a category',
  date: 'Please select a date',
  dateRange: 'Please enter a date between 1900 and 2100',
}

function signInAda(records: unknown[] = []) {
  seedUsers([{ ...ada, email: 'ada@example.com', createdAt: '2023-11-14T22:13:20.000Z' }])
  seedTransactions(ada.id, records)
  seedSession(ada)
}

const amountField = () => screen.getByRole('spinbutton', { name: 'Amount' })
const typeField = () => screen.getByRole('combobox', { name: 'Type' })
const categoryField = () => screen.getByRole('combobox', { name: 'Category' })
const dateField = () => screen.getByLabelText('Date')
const descriptionField = () => screen.getByRole('textbox', { name: 'Description' })
const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)

async function openAddForm() {
  const app = renderApp('/add-transaction')
  await screen.findByRole('heading', { name: 'Add New Transaction' })
  return app
}

describe('add transaction form', () => {
  it('shows every field with its defaults', async () => {
    signInAda()
    await openAddForm()
    expect(amountField()).toHaveAttribute('type', 'number')
    expect(amountField()).toHaveAttribute('step', '0.01')
    expect(amountField()).toHaveAttribute('min', '0')
    expect(amountField()).toHaveAttribute('placeholder', '0.00')
    expect(amountField()).toHaveValue(null)
    expect(typeField()).toHaveDisplayValue('Expense')
    expect(optionNames(typeField())).toEqual(['Expense', 'Income'])
    expect(categoryField()).toHaveValue('')
    expect(optionNames(categoryField())).toEqual(['Select a category', ...EXPENSE_CATEGORIES])
    expect(dateField()).toHaveAttribute('type', 'date')
    expect(dateField()).toHaveValue(todayIso())
    expect(descriptionField()).toHaveAttribute('rows', '3')
    expect(descriptionField()).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Save Transaction' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Delete Transaction' })).not.toBeInTheDocument()
  })

  it('saves the SPEC.md record and returns to the history', async () => {
    signInAda()
    const { user, router } = await openAddForm()
    await user.type(amountField(), '12.5')
    await user.selectOptions(typeField(), 'Income')
    await user.selectOptions(categoryField(), 'Gift')
    await user.clear(dateField())
    await user.type(dateField(), '2026-03-01')
    await user.type(descriptionField(), 'Birthday')
    await user.click(screen.getByRole('button', { name: 'Save Transaction' }))

    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/transactions')
    expect(storedJson(adaKey)).toEqual([
      {
        id: expect.stringMatching(/^\d{13,}$/),
        // As typed (UI_CONTRACT.md: equal in value to what was typed).
        amount: '12.5',
        type: 'income',
        category: 'Gift',
        date: '2026-03-01',
        description: 'Birthday',
        userId: ada.id,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ])
  })

  it('stores a 10,000-character description whole', async () => {
    signInAda()
    const { user } = await openAddForm()
    const description = 'x'.repeat(10_000)
    await user.type(amountField(), '3')
    await user.selectOptions(categoryField(), 'Food')
    await user.click(descriptionField())
    await user.paste(description)
    await user.click(screen.getByRole('button', { name: 'Save Transaction' }))
    await screen.findByRole('heading', { name: 'Transactions' })
    expect(storedJson(adaKey)).toEqual([expect.objectContaining({ amount: '3', description })])
  })

  it('stores the record in the same task as the click, before anything else can happen', async () => {
    signInAda()
    const { user } = await openAddForm()
    await user.type(amountField(), '1')
    await user.selectOptions(categoryField(), 'Food')
    // A native click: its handlers have all run when it returns, as when a tab closes next.
    act(() => {
      screen.getByRole('button', { name: 'Save Transaction' }).click()
    })
    expect(storedJson(adaKey)).toEqual([expect.objectContaining({ amount: '1' })])
  })
})

describe('validation', () => {
  it('shows each message under its field and saves nothing', async () => {
    signInAda()
    const { user, router } = await openAddForm()
    await user.clear(dateField())
    await user.click(screen.getByRole('button', { name: 'Save Transaction' }))

    for (const [field, message] of [
      [amountField(), messages.amount],
      [categoryField(), messages.category],
      [dateField(), messages.date],
    ] as const) {
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveAccessibleDescription(message)
    }
    expect(descriptionField()).not.toHaveAttribute('aria-invalid')
    expect(router.state.location.pathname).toBe('/add-transaction')
    expect(storedJson(adaKey)).toEqual([])
  })

  it.each([
    ['add', '0026-04-10'],
    ['add', '2101-01-01'],
    ['edit', '1899-12-31'],
  ])('refuses in the %s form a date outside 1900 to 2100 (%s)', async (mode, date) => {
    const lunch = record({ userId: ada.id, date: '2026-02-28', description: 'Lunch' })
    signInAda([lunch])
    const { user, router } = renderApp(
      mode === 'add' ? '/add-transaction' : `/edit-transaction/${lunch.id}`,
    )
    await screen.findByRole('heading', { name: mode === 'add' ? /Add/ : /Edit/ })
    await user.type(amountField(), '5')
    await user.selectOptions(categoryField(), 'Food')
    await user.clear(dateField())
    await user.type(dateField(), date)
    await user.click(screen.getByRole('button', { name: /Save|Update/ }))

    expect(dateField()).toHaveAttribute('aria-invalid', 'true')
    expect(dateField()).toHaveAccessibleDescription(messages.dateRange)
    expect(router.state.location.pathname).not.toBe('/transactions')
    expect(storedJson(adaKey)).toEqual([lunch])
  })

  it.each(['1900-01-01', '2100-12-31'])('takes %s, an end of that range', async (date) => {
    signInAda()
    const { user } = await openAddForm()
    await user.type(amountField(), '5')
    await user.selectOptions(categoryField(), 'Food')
    await user.clear(dateField())
    await user.type(dateField(), date)
    await user.click(screen.getByRole('button', { name: 'Save Transaction' }))
    expect(await screen.findByRole('heading', { name: 'Transactions (1)' })).toBeInTheDocument()
    expect(storedJson(adaKey)).toEqual([expect.objectContaining({ date })])
  })

  it('clears only the error of the field that changes', async () => {
    signInAda()
    const { user } = await openAddForm()
    await user.click(screen.getByRole('button', { name: 'Save Transaction' }))
    expect(screen.getByText(messages.amount)).toBeInTheDocument()
    expect(screen.getByText(messages.category)).toBeInTheDocument()

    await user.type(amountField(), '5')
    expect(screen.queryByText(messages.amount)).not.toBeInTheDocument()
    expect(amountField()).not.toHaveAttribute('aria-invalid')
    expect(categoryField()).toHaveAccessibleDescription(messages.category)

    await user.selectOptions(typeField(), 'Income')
    expect(categoryField()).toHaveAccessibleDescription(messages.category)
    await user.selectOptions(categoryField(), 'Salary')
    expect(screen.queryByText(messages.category)).not.toBeInTheDocument()
  })

  it.each(['0', '-1', '1.234', '0.001'])('rejects the amount %p', async (amount) => {
    signInAda()
    const { user } = await openAddForm()
    await user.type(amountField(), amount)
    await user.selectOptions(categoryField(), 'Food')
    await user.click(screen.getByRole('button', { name: 'Save Transaction' }))
    expect(amountField()).toHaveAccessibleDescription(messages.amount)
    expect(screen.queryByText(messages.category)).not.toBeInTheDocument()
    expect(storedJson(adaKey)).toEqual([])
  })
})

describe('type and category', () => {
  it('lists the categories of the chosen type', async () => {
    signInAda()
    const { user } = await openAddForm()
    await user.selectOptions(typeField(), 'Income')
    expect(optionNames(categoryField())).toEqual(['Select a category', ...INCOME_CATEGORIES])
  })

  it('keeps the chosen category, visibly selected, when the type changes', async () => {
    signInAda()
    const { user } = await openAddForm()
    await user.type(amountField(), '7')
    await user.selectOptions(categoryField(), 'Food')
    await user.selectOptions(typeField(), 'Income')

    expect(categoryField()).toHaveDisplayValue('Food')
    expect(optionNames(categoryField())).toEqual([
      'Select a category',
      ...INCOME_CATEGORIES,
      'Food',
    ])

    await user.click(screen.getByRole('button', { name: 'Save Transaction' }))
    await screen.findByRole('heading', { name: 'Transactions' })
    expect(storedJson(adaKey)).toEqual([
      expect.objectContaining({ type: 'income', category: 'Food', amount: '7' }),
    ])
  })
})

describe('edit transaction form', () => {
  const lunch = record({
    userId: ada.id,
    amount: '12.5',
    category: 'Food',
    date: '2026-02-28',
    description: 'Lunch',
  })

  it('prefills the record and merges the changes into it', async () => {
    const other = record({ userId: ada.id, description: 'Untouched' })
    signInAda([lunch, other])
    const { user, router } = renderApp(`/edit-transaction/${lunch.id}`)
    expect(await screen.findByRole('heading', { name: 'Edit Transaction' })).toBeInTheDocument()
    expect(amountField()).toHaveValue(12.5)
    // As stored: "12.5" is prefilled as "12.5".
    expect(amountField()).toHaveDisplayValue('12.5')
    expect(typeField()).toHaveDisplayValue('Expense')
    expect(categoryField()).toHaveDisplayValue('Food')
    expect(dateField()).toHaveValue('2026-02-28')
    expect(descriptionField()).toHaveValue('Lunch')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()

    await user.clear(amountField())
    await user.type(amountField(), '20')
    await user.clear(descriptionField())
    await user.type(descriptionField(), 'Team lunch')
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }))

    await screen.findByRole('heading', { name: 'Transactions' })
    expect(router.state.location.pathname).toBe('/transactions')
    expect(storedJson(adaKey)).toEqual(
      expect.arrayContaining([
        { ...lunch, amount: '20', description: 'Team lunch', updatedAt: expect.any(String) },
        other,
      ]),
    )
    expect(storedJson(adaKey)).toHaveLength(2)
  })

  it.each([
    ['800', '800'],
    [800, '800'],
    [12.5, '12.5'],
    ['45.60', '45.60'],
    ['7.125', '7.13'],
  ])('prefills a stored amount of %p as %p', async (amount, shown) => {
    // Older versions stored numbers.
    const stored = record({ userId: ada.id, amount: amount as string, description: 'Stored' })
    signInAda([stored])
    renderApp(`/edit-transaction/${stored.id}`)
    await screen.findByRole('heading', { name: 'Edit Transaction' })
    expect(amountField()).toHaveDisplayValue(shown)
  })

  it('leaves the stored amount as it is when it is retyped to the same value', async () => {
    signInAda([lunch])
    const { user } = renderApp(`/edit-transaction/${lunch.id}`)
    await screen.findByRole('heading', { name: 'Edit Transaction' })
    await user.clear(amountField())
    await user.type(amountField(), '12.50')
    await user.type(descriptionField(), ' out')
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }))
    await screen.findByRole('heading', { name: 'Transactions' })
    expect(storedJson(adaKey)).toEqual([
      { ...lunch, description: 'Lunch out', updatedAt: expect.any(String) },
    ])
  })

  it('keeps the defaults for an unknown id and writes nothing', async () => {
    signInAda([lunch])
    const before = localStorage.getItem(adaKey)
    const { user, router } = renderApp('/edit-transaction/999')
    expect(await screen.findByRole('status')).toHaveTextContent('Transaction not found')
    expect(amountField()).toHaveValue(null)
    expect(categoryField()).toHaveValue('')
    expect(dateField()).toHaveValue(todayIso())

    await user.type(amountField(), '5')
    await user.selectOptions(categoryField(), 'Food')
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }))
    await screen.findByRole('heading', { name: 'Transactions' })
    expect(router.state.location.pathname).toBe('/transactions')
    expect(localStorage.getItem(adaKey)).toBe(before)
  })

  it("treats another person's transaction as not found", async () => {
    const bobsKey = 'transactions_1800000000000'
    const bobs = record({ userId: '1800000000000', description: 'Bob only' })
    signInAda([lunch])
    seedTransactions('1800000000000', [bobs])
    const { user } = renderApp(`/edit-transaction/${bobs.id}`)
    expect(await screen.findByRole('status')).toHaveTextContent('Transaction not found')
    expect(descriptionField()).toHaveValue('')

    await user.click(screen.getByRole('button', { name: 'Delete Transaction' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    await screen.findByRole('heading', { name: 'Transactions' })
    expect(storedJson(bobsKey)).toEqual([bobs])
    expect(storedJson(adaKey)).toEqual([lunch])
  })

  it('says so when the record was deleted elsewhere while it was open', async () => {
    signInAda([lunch])
    const { user, router } = renderApp(`/edit-transaction/${lunch.id}`)
    await screen.findByRole('heading', { name: 'Edit Transaction' })
    // Another tab deletes it; this tab has not heard yet.
    seedTransactions(ada.id, [])
    await user.type(descriptionField(), ' with tea')
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This transaction no longer exists, so nothing was changed.',
    )
    expect(descriptionField()).toHaveValue('Lunch with tea')
    expect(router.state.location.pathname).toBe(`/edit-transaction/${lunch.id}`)
  })

  describe('when the record changed elsewhere after the form opened', () => {
    async function editWhileAnotherTabChangesIt() {
      signInAda([lunch])
      const app = renderApp(`/edit-transaction/${lunch.id}`)
      await screen.findByRole('heading', { name: 'Edit Transaction' })
      // Another tab renames it; this tab has not heard yet.
      seedTransactions(ada.id, [{ ...lunch, description: 'Lunch with Bob' }])
      await app.user.clear(amountField())
      await app.user.type(amountField(), '30')
      await app.user.click(screen.getByRole('button', { name: 'Update Transaction' }))
      return app
    }

    it('says so and writes nothing until the person chooses', async () => {
      await editWhileAnotherTabChangesIt()
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(
        'This transaction was changed in another tab or on another device after you opened it.',
      )
      expect(alert).toHaveTextContent('Lunch with Bob')
      expect(storedJson(adaKey)).toEqual([{ ...lunch, description: 'Lunch with Bob' }])
    })

    it('saves only the fields the person changed when they keep their changes', async () => {
      const { user } = await editWhileAnotherTabChangesIt()
      await user.click(await screen.findByRole('button', { name: 'Save my changes' }))
      await screen.findByRole('heading', { name: 'Transactions' })
      expect(storedJson(adaKey)).toEqual([
        { ...lunch, amount: '30', description: 'Lunch with Bob', updatedAt: expect.any(String) },
      ])
    })

    it('shows the saved version to go on from when they take it', async () => {
      const { user } = await editWhileAnotherTabChangesIt()
      await user.click(await screen.findByRole('button', { name: 'Use the saved version' }))
      expect(descriptionField()).toHaveValue('Lunch with Bob')
      expect(amountField()).toHaveDisplayValue('12.5')
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(storedJson(adaKey)).toEqual([{ ...lunch, description: 'Lunch with Bob' }])
    })
  })

  it('starts a fresh form when the navigation bar opens Add Transaction', async () => {
    signInAda([lunch])
    const { user } = renderApp(`/edit-transaction/${lunch.id}`)
    const nav = await screen.findByRole('navigation')
    await user.click(within(nav).getByRole('link', { name: 'Add Transaction' }))
    expect(await screen.findByRole('heading', { name: 'Add New Transaction' })).toBeInTheDocument()
    expect(amountField()).toHaveValue(null)
    expect(descriptionField()).toHaveValue('')
  })

  it('shows the other record when the route moves from one id to another', async () => {
    const tea = record({ userId: ada.id, description: 'Tea', amount: '3.00' })
    signInAda([lunch, tea])
    const { router } = renderApp(`/edit-transaction/${lunch.id}`)
    expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveValue('Lunch')
    await act(() => router.navigate(`/edit-transaction/${tea.id}`))
    expect(descriptionField()).toHaveValue('Tea')
    expect(amountField()).toHaveDisplayValue('3.00')
  })

  it("clears Ada's open form when another tab's sign-in makes Bob the person here", async () => {
    signInAda([lunch])
    const { store, user } = renderApp(`/edit-transaction/${lunch.id}`)
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), ' private')
    act(() => {
      store.dispatch(switchTo({ id: '1800000000000', name: 'Bob' }))
    })
    expect(await screen.findByRole('status')).toHaveTextContent('Transaction not found')
    expect(descriptionField()).toHaveValue('')
  })

  it('goes back to the history without saving', async () => {
    signInAda([lunch])
    const { user, router } = renderApp(`/edit-transaction/${lunch.id}`)
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), ' changed')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('heading', { name: 'Transactions' })
    expect(router.state.location.pathname).toBe('/transactions')
    expect(storedJson(adaKey)).toEqual([lunch])
  })
})

describe('delete', () => {
  const rent = record({ userId: ada.id, category: 'Rent', amount: '900.00' })

  async function openDialog() {
    signInAda([rent])
    const app = renderApp(`/edit-transaction/${rent.id}`)
    await app.user.click(await screen.findByRole('button', { name: 'Delete Transaction' }))
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this transaction?',
    })
    return { ...app, dialog }
  }

  it('keeps the record on Cancel and gives focus back to the Delete button', async () => {
    const { user, dialog } = await openDialog()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete Transaction' })).toHaveFocus()
    expect(storedJson(adaKey)).toEqual([rent])
  })

  it('keeps the record on Escape', async () => {
    const { user } = await openDialog()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete Transaction' })).toHaveFocus()
    expect(screen.getByRole('heading', { name: 'Edit Transaction' })).toBeInTheDocument()
    expect(storedJson(adaKey)).toEqual([rent])
  })

  it('removes the record on Delete and returns to the history', async () => {
    const { user, dialog, router } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    const title = await screen.findByRole('heading', { name: 'Transactions', level: 1 })
    expect(router.state.location.pathname).toBe('/transactions')
    expect(storedJson(adaKey)).toEqual([])
    // The form and its Delete button are gone: focus is on the history's title.
    expect(title).toHaveFocus()
  })
})

describe('a failed save', () => {
  it('says why, keeps every typed value and stays on the form', async () => {
    signInAda()
    const { user, router } = await openAddForm()
    await user.type(amountField(), '42.10')
    await user.selectOptions(typeField(), 'Income')
    await user.selectOptions(categoryField(), 'Salary')
    await user.clear(dateField())
    await user.type(dateField(), '2026-01-31')
    await user.type(descriptionField(), 'January pay')
    const setItem = refuseStorageWrites('QuotaExceededError')

    await user.click(screen.getByRole('button', { name: 'Save Transaction' }))
    expect(await screen.findByRole('alert')).toHaveTextContent("Your browser's storage is full")
    setItem.mockRestore()

    expect(router.state.location.pathname).toBe('/add-transaction')
    expect(amountField()).toHaveDisplayValue('42.10')
    expect(typeField()).toHaveDisplayValue('Income')
    expect(categoryField()).toHaveDisplayValue('Salary')
    expect(dateField()).toHaveValue('2026-01-31')
    expect(descriptionField()).toHaveValue('January pay')
    expect(screen.getByRole('button', { name: 'Save Transaction' })).toBeEnabled()
    expect(storedJson(adaKey)).toEqual([])
  })
})
