import { screen, within } from '@testing-library/react'
import {
  record,
  refuseStorageWrites,
  seedSession,
  seedTransactions,
  storedJson,
} from '../../test/fixtures'
import { renderApp } from '../../test/renderWithProviders'

const owner = { id: 'u1', name: 'Ada' }
const key = 'transactions_u1'

describe('recovery notice', () => {
  it('tells the person and discards the backup when asked', async () => {
    seedSession(owner)
    seedTransactions(owner.id, [record({ userId: owner.id, description: 'Rent' }), 'garbage'])
    const { user } = renderApp('/dashboard')
    expect(await screen.findByText(/could not be read, so it was set aside/)).toBeInTheDocument()
    expect(localStorage.getItem(`${key}.backup`)).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'Discard backup' }))
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument()
    expect(localStorage.getItem(`${key}.backup`)).toBeNull()
    expect(storedJson(key)).toHaveLength(1)
  })

  it('lists backups kept from earlier visits, one item each', async () => {
    seedSession(owner)
    seedTransactions(owner.id, [])
    localStorage.setItem(`${key}.backup`, 'first damage')
    localStorage.setItem(`${key}.backup-2`, 'second damage')
    renderApp('/transactions')
    const region = await screen.findByRole('region', { name: 'Recovered data' })
    expect(within(region).getAllByRole('listitem')).toHaveLength(2)
  })

  it("says which of the person's data each backup holds", async () => {
    seedSession(owner)
    seedTransactions(owner.id, [])
    localStorage.setItem(`budgets_${owner.id}`, 'not json at all')
    renderApp('/transactions')
    const region = await screen.findByRole('region', { name: 'Recovered data' })
    expect(within(region).getByRole('listitem')).toHaveTextContent(/^Your budgets: /)
    expect(
      within(region).getByRole('button', { name: 'Download backup' }),
    ).toHaveAccessibleDescription(/^Your budgets: /)
  })

  it('asks the person to download what there was no room to keep', async () => {
    seedSession(owner)
    localStorage.setItem(key, 'not json at all')
    const setItem = refuseStorageWrites('QuotaExceededError')
    renderApp('/transactions')
    const region = await screen.findByRole('region', { name: 'Recovered data' })
    setItem.mockRestore()
    expect(region).toHaveTextContent('download it before you close the tab')
    expect(localStorage.getItem(key)).toBe('not json at all')
  })
})
