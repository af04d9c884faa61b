import { screen } from '@testing-library/react'
import { record, seedSession, seedTransactions, storedJson } from '../test/fixtures'
import { renderApp } from '../test/renderWithProviders'
import { loadTransactions } from './transactionsStore'

const owner = { id: 'u1', name: 'Ada' }
const key = 'transactions_u1'

describe('loading damaged transaction data', () => {
  it('sets invalid JSON aside under the backup key and opens an empty list', () => {
    localStorage.setItem(key, '[{"id": broken')
    const loaded = loadTransactions(owner.id)
    expect(loaded).toEqual({ ok: true, value: { transactions: [], backupKey: `${key}.backup` } })
    expect(localStorage.getItem(`${key}.backup`)).toBe('[{"id": broken')
    expect(localStorage.getItem(key)).toBe('[]')
  })

  it('sets aside a value that is not an array', () => {
    localStorage.setItem(key, '{"not":"a list"}')
    expect(loadTransactions(owner.id)).toMatchObject({ ok: true, value: { transactions: [] } })
    expect(localStorage.getItem(`${key}.backup`)).toBe('{"not":"a list"}')
  })

  it("keeps readable records and sets aside the original with malformed or another user's", () => {
    const good = record({ userId: owner.id, description: 'good' })
    const stored = [good, { id: 'x', amount: 'lots' }, record({ userId: 'someone-else' }), null]
    seedTransactions(owner.id, stored)
    const raw = localStorage.getItem(key)

    const loaded = loadTransactions(owner.id)
    expect(loaded.ok && loaded.value.transactions.map((t) => t.description)).toEqual(['good'])
    expect(localStorage.getItem(`${key}.backup`)).toBe(raw)
    expect(storedJson(key)).toEqual([good])
  })

  it('never overwrites an earlier backup that holds something else', () => {
    localStorage.setItem(`${key}.backup`, 'first damage')
    localStorage.setItem(key, 'second damage')
    const loaded = loadTransactions(owner.id)
    expect(loaded.ok && loaded.value.backupKey).toBe(`${key}.backup`)
    expect(localStorage.getItem(`${key}.backup`)).toBe('first damage')
    expect(localStorage.getItem(key)).toBe('second damage')
  })

  it('leaves intact data alone', () => {
    const records = [record({ userId: owner.id }), { ...record({ userId: owner.id }), amount: 12 }]
    seedTransactions(owner.id, records)
    const raw = localStorage.getItem(key)
    expect(loadTransactions(owner.id)).toMatchObject({ ok: true, value: { backupKey: null } })
    expect(localStorage.getItem(key)).toBe(raw)
  })
})

describe('recovery notice', () => {
  it('tells the person and discards the backup when asked', async () => {
    seedSession(owner)
    seedTransactions(owner.id, [record({ userId: owner.id, description: 'Rent' }), 'garbage'])
    const { user } = renderApp('/dashboard')

    expect(await screen.findByText(/could not be read, so they were set aside/)).toBeInTheDocument()
    expect(localStorage.getItem(`${key}.backup`)).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'Discard backup' }))
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument()
    expect(localStorage.getItem(`${key}.backup`)).toBeNull()
    expect(storedJson(key)).toHaveLength(1)
  })
})
