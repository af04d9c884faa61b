import { screen, waitFor, within } from '@testing-library/react'
import { renderApp } from '../../test/renderWithProviders'
import { record, seedSession, seedTransactions, storedJson } from '../../test/fixtures'

const ada = { id: 'u1', name: 'Ada' }

async function openForm(route: string, records: unknown[] = []) {
  seedTransactions(ada.id, records)
  seedSession(ada)
  const app = renderApp(route)
  await screen.findByRole('heading', { level: 1, name: /Transaction/ })
  return app
}

const field = (role: 'combobox' | 'spinbutton' | 'textbox', name: string) =>
  screen.getByRole(role, { name })

describe('splitting a transaction in the form', () => {
  it('turns the Category into lines, and saves them when they add up to the Amount', async () => {
    const { user } = await openForm('/add-transaction')
    await user.type(field('spinbutton', 'Amount'), '10')
    await user.selectOptions(field('combobox', 'Category'), 'Food')
    const split = screen.getByRole('button', { name: 'Split' })
    await user.click(split)
    expect(split).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument()
    expect(field('combobox', 'Category 1')).toHaveValue('Food')
    await user.type(field('spinbutton', 'Amount 1'), '7.5')
    await user.selectOptions(field('combobox', 'Category 2'), 'Bills')
    await user.type(field('spinbutton', 'Amount 2'), '2.49')
    await user.click(screen.getByRole('button', { name: 'Save Transaction' }))
    expect(field('spinbutton', 'Amount 1')).toHaveAccessibleDescription(
      'Split amounts must add up to $10.00',
    )
    expect(storedJson('transactions_u1')).toEqual([])

    await user.clear(field('spinbutton', 'Amount 2'))
    await user.type(field('spinbutton', 'Amount 2'), '2.50')
    await user.click(screen.getByRole('button', { name: 'Save Transaction' }))
    expect(await screen.findByRole('heading', { name: 'Transactions (1)' })).toBeInTheDocument()
    expect(storedJson('transactions_u1')).toEqual([
      expect.objectContaining({
        amount: '10',
        category: 'Split',
        splits: [
          { category: 'Food', amount: '7.50' },
          { category: 'Bills', amount: '2.50' },
        ],
      }),
    ])
    // The history shows where the money went.
    const row = screen.getByRole('row', { name: /Food, Bills/ })
    expect(within(row).getByRole('cell', { name: 'Food, Bills' })).toBeInTheDocument()
  })

  it('adds and removes lines; removing one of two leaves its Category alone', async () => {
    const { user } = await openForm('/add-transaction')
    await user.click(screen.getByRole('button', { name: 'Split' }))
    await user.click(screen.getByRole('button', { name: 'Add line' }))
    await user.selectOptions(field('combobox', 'Category 3'), 'Rent')
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }))
    expect(field('combobox', 'Category 2')).toHaveValue('Rent')
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }))
    expect(field('combobox', 'Category')).toHaveValue('Rent')
    expect(screen.getByRole('button', { name: 'Split' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('opens a split to edit with its lines, and can make it one category again', async () => {
    const shop = {
      ...record({ userId: ada.id, category: 'Split', amount: '10.00', description: 'Shop' }),
      splits: [
        { category: 'Food', amount: '7.50' },
        { category: 'Bills', amount: '2.50' },
      ],
    }
    const { user } = await openForm(`/edit-transaction/${shop.id}`, [shop])
    expect(field('spinbutton', 'Amount 2')).toHaveValue(2.5)
    await user.click(screen.getByRole('button', { name: 'Split' }))
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }))
    await screen.findByRole('heading', { name: 'Transactions (1)' })
    const [stored] = storedJson('transactions_u1') as Record<string, unknown>[]
    expect(stored.category).toBe('Food')
    expect(stored).not.toHaveProperty('splits')
  })
})

describe('tags in the form and the history', () => {
  it('saves them normalised, shows them on the row, and filters by them from the URL', async () => {
    const { user, router } = await openForm('/add-transaction', [
      record({ userId: ada.id, description: 'Untagged' }),
    ])
    await user.type(field('spinbutton', 'Amount'), '4')
    await user.selectOptions(field('combobox', 'Category'), 'Food')
    await user.type(field('textbox', 'Description'), 'Lunch')
    await user.type(field('textbox', 'Tags'), ' Work, trip ,WORK')
    await user.click(screen.getByRole('button', { name: 'Save Transaction' }))
    await screen.findByRole('heading', { name: 'Transactions (2)' })
    expect((storedJson('transactions_u1') as { tags?: string[] }[])[1].tags).toEqual([
      'work',
      'trip',
    ])
    expect(screen.getByRole('row', { name: /Lunch/ })).toHaveTextContent(/work.*trip/)
    const tag = screen.getByRole('combobox', { name: 'Tag' })
    expect(
      within(tag)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Tags', 'trip', 'work'])
    await user.selectOptions(tag, 'work')
    expect(await screen.findByRole('heading', { name: 'Transactions (1)' })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe('?tag=work'))
  })

  it('has no Tag filter until a record has a tag', async () => {
    await openForm('/transactions', [record({ userId: ada.id })])
    await screen.findByRole('heading', { name: 'Transactions (1)' })
    expect(screen.queryByRole('combobox', { name: 'Tag' })).not.toBeInTheDocument()
  })
})
