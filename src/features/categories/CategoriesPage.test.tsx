import { act, screen, within } from '@testing-library/react'
import { renderApp } from '../../test/renderWithProviders'
import { record, seedSession, seedTransactions, storedJson } from '../../test/fixtures'
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from './defaults'

const ada = { id: 'u1', name: 'Ada' }

async function openCategories(records: unknown[] = []) {
  seedTransactions(ada.id, records)
  seedSession(ada)
  const app = renderApp('/categories')
  await screen.findByRole('heading', { level: 1, name: 'Categories' })
  return app
}

const list = (name: 'Expense categories' | 'Income categories') =>
  screen.getByRole('list', { name })
const itemNames = (name: 'Expense categories' | 'Income categories') =>
  within(list(name))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent)
const nameField = () => screen.getByRole('textbox', { name: 'Category name' })
const addButton = () => screen.getByRole('button', { name: 'Add Category' })

describe('/categories', () => {
  it("shows SPEC.md's two lists, each category with Rename and Hide", async () => {
    await openCategories()
    expect(itemNames('Expense categories')).toEqual(EXPENSE_CATEGORIES)
    expect(itemNames('Income categories')).toEqual(INCOME_CATEGORIES)
    const food = within(list('Expense categories')).getAllByRole('listitem')[0]
    expect(within(food).getByRole('button', { name: 'Rename Food' })).toBeInTheDocument()
    expect(within(food).getByRole('button', { name: 'Hide Food' })).toBeInTheDocument()
    expect(localStorage.getItem('categories_u1')).toBeNull()
  })

  it('adds a category to the chosen list, refusing an empty or taken name', async () => {
    const { user } = await openCategories()
    await user.click(addButton())
    expect(nameField()).toHaveAccessibleDescription('Please enter a category name')
    await user.type(nameField(), 'misc')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category type' }), 'Income')
    await user.click(addButton())
    expect(nameField()).toHaveAccessibleDescription('This category already exists')
    await user.clear(nameField())
    await user.type(nameField(), ' Tips ')
    await user.click(addButton())
    expect(itemNames('Income categories')).toEqual([
      ...INCOME_CATEGORIES.slice(0, -1),
      'Tips',
      'Misc',
    ])
    expect(storedJson('categories_u1')).toEqual([
      ...INCOME_CATEGORIES.map((name) => expect.objectContaining({ name, type: 'income' })),
      expect.objectContaining({ name: 'Tips', type: 'income' }),
    ])
    expect(nameField()).toHaveValue('')
  })

  // A record with category "Split" is a split transaction (UI_CONTRACT.md), never a category
  // of its own in the pie, the filters or the reports.
  it('refuses "Split" as a new name or a rename, in any case', async () => {
    const { user } = await openCategories()
    await user.type(nameField(), 'split')
    await user.click(addButton())
    expect(nameField()).toHaveAccessibleDescription('This category already exists')
    await user.click(screen.getByRole('button', { name: 'Rename Food' }))
    const dialog = screen.getByRole('dialog', { name: 'Rename Food' })
    const newName = within(dialog).getByRole('textbox', { name: 'New name' })
    await user.clear(newName)
    await user.type(newName, 'Split')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(newName).toHaveAccessibleDescription('This category already exists')
    expect(localStorage.getItem('categories_u1')).toBeNull()
  })

  it('hides a category from the form, which still shows it on a record that has it', async () => {
    const rent = record({ userId: ada.id, category: 'Rent', description: 'Flat' })
    const { user, router } = await openCategories([rent])
    await user.click(screen.getByRole('button', { name: 'Hide Rent' }))
    const item = screen.getByRole('button', { name: 'Show Rent' }).closest('li') as HTMLElement
    expect(item).toHaveTextContent('Hidden')
    expect(screen.getByRole('button', { name: 'Show Rent' })).toHaveFocus()

    await user.click(screen.getByRole('link', { name: 'Add Transaction' }))
    const category = await screen.findByRole('combobox', { name: 'Category' })
    expect(within(category).queryByRole('option', { name: 'Rent' })).not.toBeInTheDocument()
    await act(() => router.navigate(`/edit-transaction/${rent.id}`))
    await screen.findByRole('heading', { name: 'Edit Transaction' })
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Rent')
  })

  it('renames a category everywhere, and one Undo takes the rename back', async () => {
    const lunch = record({ userId: ada.id, category: 'Food', description: 'Lunch' })
    const { user } = await openCategories([lunch])
    await user.click(screen.getByRole('button', { name: 'Rename Food' }))
    const dialog = screen.getByRole('dialog', { name: 'Rename Food' })
    const newName = within(dialog).getByRole('textbox', { name: 'New name' })
    expect(newName).toHaveFocus()
    await user.clear(newName)
    await user.type(newName, 'Rent')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(newName).toHaveAccessibleDescription('This category already exists')
    await user.clear(newName)
    await user.type(newName, 'Groceries')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(itemNames('Expense categories')).toContain('Groceries')
    expect((storedJson('transactions_u1') as { category: string }[])[0].category).toBe('Groceries')
    expect(screen.getByRole('status')).toHaveTextContent('Renamed Food to Groceries')

    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(itemNames('Expense categories')).toEqual(EXPENSE_CATEGORIES)
    expect(storedJson('transactions_u1')).toEqual([lunch])
  })
})

describe('the rules on /categories', () => {
  it('lists each rule, adds one, changes a rule by adding its text again, and deletes', async () => {
    const { user } = await openCategories()
    const rules = within(screen.getByRole('region', { name: 'Rules' }))
    await user.type(rules.getByRole('textbox', { name: 'Description contains' }), 'TESCO')
    await user.click(rules.getByRole('button', { name: 'Add Rule' }))
    expect(rules.getByRole('combobox', { name: 'Set category' })).toHaveAccessibleDescription(
      'Please select a category',
    )
    await user.selectOptions(rules.getByRole('combobox', { name: 'Set category' }), 'Food')
    await user.click(rules.getByRole('button', { name: 'Add Rule' }))
    const table = rules.getByRole('table')
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/TESCO.*Food/)

    await user.type(rules.getByRole('textbox', { name: 'Description contains' }), 'tesco')
    await user.selectOptions(rules.getByRole('combobox', { name: 'Set category' }), 'Shopping')
    await user.click(rules.getByRole('button', { name: 'Add Rule' }))
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    expect(storedJson('rules_u1')).toEqual([
      expect.objectContaining({ contains: 'tesco', category: 'Shopping' }),
    ])

    await user.click(rules.getByRole('button', { name: 'Delete rule' }))
    expect(within(table).getAllByRole('row')).toHaveLength(1)
    expect(storedJson('rules_u1')).toEqual([])
  })
})

describe('the rule an edit suggests', () => {
  it('is offered after an imported transaction gets another category, and created', async () => {
    const imported = {
      ...record({ userId: ada.id, category: 'Misc', description: 'TESCO STORES 2231' }),
      imported: true,
    }
    seedTransactions(ada.id, [imported])
    seedSession(ada)
    const { user } = renderApp(`/edit-transaction/${imported.id}`)
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Food')
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }))
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('Always use Food for “TESCO STORES 2231”?')
    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    expect(storedJson('rules_u1')).toEqual([
      expect.objectContaining({ contains: 'TESCO STORES 2231', category: 'Food' }),
    ])
    expect(screen.getByRole('status')).toHaveTextContent('Rule created')
  })

  it('is not offered for a transaction entered by hand', async () => {
    const typed = record({ userId: ada.id, category: 'Misc', description: 'Tesco' })
    seedTransactions(ada.id, [typed])
    seedSession(ada)
    const { user } = renderApp(`/edit-transaction/${typed.id}`)
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Food')
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }))
    await screen.findByRole('heading', { name: 'Transactions (1)' })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
