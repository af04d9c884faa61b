import { screen } from '@testing-library/react'
import { renderApp } from '../../test/renderWithProviders'
import { record, seedSession, seedTransactions, storedJson } from '../../test/fixtures'

const ada = { id: '1700000000000', name: 'Ada Lovelace' }
const adaKey = `transactions_${ada.id}`

function seed(records: unknown[], accounts: unknown[] | null) {
  seedSession(ada)
  seedTransactions(ada.id, records)
  if (accounts) localStorage.setItem(`accounts_${ada.id}`, JSON.stringify(accounts))
}

const account = (id: string, name: string, fields = {}) => ({
  id,
  name,
  type: 'checking',
  opening: '0.00',
  updatedAt: '',
  ...fields,
})

describe('the Account field', () => {
  it('is not there with one open account, and a new record goes to that one', async () => {
    seed([], [account('main', 'Main'), account('1', 'Old', { closed: true })])
    const { user } = renderApp('/add-transaction')
    await screen.findByRole('heading', { name: 'Add New Transaction' })
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull()
    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '5')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Food')
    await user.click(screen.getByRole('button', { name: 'Save Transaction' }))
    expect(storedJson(adaKey)).toEqual([expect.objectContaining({ account: 'main' })])
  })

  it("leaves an older record's missing account alone when an edit keeps it in its account", async () => {
    const old = record({ userId: ada.id, description: 'Tea' })
    seed([old], [account('main', 'Main'), account('1', 'Savings')])
    const { user } = renderApp(`/edit-transaction/${old.id}`)
    await screen.findByRole('heading', { name: 'Edit Transaction' })
    const field = screen.getByRole('combobox', { name: 'Account' })
    expect(field).toHaveDisplayValue('Main')
    await user.type(screen.getByRole('textbox', { name: 'Description' }), ' and cake')
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }))
    const [stored] = storedJson(adaKey) as Record<string, unknown>[]
    expect(stored.description).toBe('Tea and cake')
    expect(stored).not.toHaveProperty('account')
  })

  it('keeps a closed account visible as the value of a record in it', async () => {
    const old = { ...record({ userId: ada.id }), account: '2' }
    seed(
      [old],
      [account('main', 'Main'), account('1', 'Savings'), account('2', 'Jar', { closed: true })],
    )
    renderApp(`/edit-transaction/${old.id}`)
    await screen.findByRole('heading', { name: 'Edit Transaction' })
    expect(screen.getByRole('combobox', { name: 'Account' })).toHaveDisplayValue('Jar')
  })
})

describe("the history's Account filter", () => {
  it('reads an account the person does not have as All Accounts, a closed one as itself', async () => {
    const tea = { ...record({ userId: ada.id, description: 'Tea' }), account: 'main' }
    const cake = { ...record({ userId: ada.id, description: 'Cake' }), account: '2' }
    const accounts = [account('main', 'Main'), account('1', 'Savings')]
    seed([tea, cake], [...accounts, account('2', 'Jar', { closed: true })])
    const { router } = renderApp('/transactions?account=gone')
    expect(await screen.findByRole('combobox', { name: 'Account' })).toHaveDisplayValue(
      'All Accounts',
    )
    expect(screen.getByRole('heading', { name: 'Transactions (2)' })).toBeInTheDocument()

    await router.navigate('/transactions?account=2')
    expect(await screen.findByRole('heading', { name: 'Transactions (1)' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Account' })).toHaveDisplayValue('Jar')
  })
})
