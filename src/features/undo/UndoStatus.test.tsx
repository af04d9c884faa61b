import { act, screen, within } from '@testing-library/react'
import {
  record,
  refuseStorageWrites,
  seedSession,
  seedTransactions,
  storedJson,
} from '../../test/fixtures'
import { renderApp } from '../../test/renderWithProviders'
import { importRows } from '../import/importThunks'
import { deleteTransaction } from '../transactions/editThunks'
import { UNDO_OFFER_MS } from './undoExpiry'

const ada = { id: 'u1', name: 'Ada' }
const key = 'transactions_u1'
const records = [
  record({ userId: ada.id, description: 'First', date: '2026-03-03' }),
  { ...record({ userId: ada.id, description: 'Second', date: '2026-03-02' }), bankId: 'kept' },
  record({ userId: ada.id, description: 'Third', date: '2026-03-01' }),
]

async function deleteFromHistory(description: string) {
  const app = renderApp('/transactions')
  const row = await screen.findByRole('row', { name: new RegExp(description) })
  await app.user.click(within(row).getByRole('button', { name: 'Delete' }))
  const dialog = screen.getByRole('alertdialog')
  await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }))
  return app
}

describe('undo', () => {
  beforeEach(() => {
    seedSession(ada)
    seedTransactions(ada.id, records)
  })

  it('puts a deleted transaction back exactly where it was', async () => {
    const { user } = await deleteFromHistory('Second')
    const status = screen.getByRole('status', { name: '' })
    // Exactly the message: the Undo button is next to the status, not inside it.
    expect(status).toHaveTextContent(/^Transaction deleted$/)
    expect(within(status).queryByRole('button')).not.toBeInTheDocument()
    expect(storedJson(key)).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(storedJson(key)).toEqual(records)
    expect(await screen.findByRole('heading', { name: 'Transactions (3)' })).toBeInTheDocument()
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Transaction restored')
    // The button is gone: focus is on the screen's title, not lost to the page.
    expect(screen.getByRole('heading', { name: 'Transactions', level: 1 })).toHaveFocus()
  })

  it("says why an Undo failed, and not again beside the next change's offer", async () => {
    const { user } = await deleteFromHistory('First')
    const setItem = refuseStorageWrites('QuotaExceededError')
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('storage is full')
    setItem.mockRestore()

    const row = screen.getByRole('row', { name: /Second/ })
    await user.click(within(row).getByRole('button', { name: 'Delete' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    const status = screen.getByRole('status', { name: '' })
    expect(status).toHaveTextContent('Transaction deleted')
    expect(status).not.toHaveTextContent('storage is full')
  })

  it('does not put back a deleted transaction that came back meanwhile', async () => {
    const { user } = await deleteFromHistory('Second')
    // Another tab restores it from a backup.
    localStorage.setItem(key, JSON.stringify(records))
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(storedJson(key)).toEqual(records)
  })

  it('puts back a transaction that older data stored under another one’s id, under its own', async () => {
    const twin = { ...record({ userId: ada.id, description: 'Twin' }), id: records[0].id }
    seedTransactions(ada.id, [...records, twin])
    const { user } = await deleteFromHistory('Twin')
    expect(storedJson(key)).toEqual(records)
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    const restored = storedJson(key) as { id: string }[]
    expect(restored).toEqual([...records, { ...twin, id: expect.any(String) }])
    expect(new Set(restored.map((one) => one.id)).size).toBe(4)
  })

  it('undoes with Ctrl+Z outside text fields, but not while typing', async () => {
    const { user } = await deleteFromHistory('First')
    await user.click(screen.getByRole('searchbox', { name: 'Search' }))
    await user.keyboard('{Control>}z{/Control}')
    expect(storedJson(key)).toHaveLength(2)
    await user.click(screen.getByRole('heading', { name: 'Transactions (2)' }))
    await user.keyboard('{Control>}z{/Control}')
    expect(storedJson(key)).toEqual(records)
  })

  it('offers Undo after a delete from the form, on the history it returns to', async () => {
    const { user } = renderApp(`/edit-transaction/${records[2].id}`)
    await user.click(await screen.findByRole('button', { name: 'Delete Transaction' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    expect(await screen.findByRole('heading', { name: 'Transactions (2)' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(storedJson(key)).toEqual(records)
  })

  it('keeps the offer for more than 10 seconds, then lets it go', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] })
    try {
      const { store } = renderApp('/transactions')
      await screen.findByRole('heading', { name: 'Transactions (3)' })
      act(() => {
        store.dispatch(deleteTransaction(records[2].id))
      })
      expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument()
      act(() => jest.advanceTimersByTime(10_500))
      expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument()
      act(() => jest.advanceTimersByTime(UNDO_OFFER_MS))
      expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
    } finally {
      jest.useRealTimers()
    }
  })

  async function importTwo() {
    const app = renderApp('/transactions')
    await screen.findByRole('heading', { name: 'Transactions (3)' })
    const row = {
      amountCents: 500,
      type: 'expense' as const,
      category: 'Food',
      description: 'Imported',
    }
    act(() => {
      app.store.dispatch(
        importRows([
          { ...row, date: '2026-04-01' },
          { ...row, date: '2026-04-02' },
        ]),
      )
    })
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Imported 2 transactions.')
    return app
  }

  it('leaves a record removed elsewhere since an import alone and removes the rest', async () => {
    const { user } = await importTwo()
    // Another tab deletes one of them.
    const stored = storedJson(key) as { date: string }[]
    localStorage.setItem(key, JSON.stringify(stored.filter((r) => r.date !== '2026-04-01')))
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(storedJson(key)).toEqual(records)
  })

  it('keeps an imported record edited elsewhere since, and removes the rest', async () => {
    const { user } = await importTwo()
    // Another tab changes one of them.
    const stored = storedJson(key) as { date: string }[]
    const edited = stored.map((r) => (r.date === '2026-04-01' ? { ...r, description: 'Mine' } : r))
    localStorage.setItem(key, JSON.stringify(edited))
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(storedJson(key)).toEqual([...records, edited.find((r) => r.date === '2026-04-01')])
    // The count of what was taken back, not of what the import added.
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      /^Import undone: 1 transaction removed\.$/,
    )
  })
})
