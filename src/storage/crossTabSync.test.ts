import { act } from '@testing-library/react'
import { selectAllTransactions, transactionAdded } from '../features/transactions/transactionsSlice'
import { record, seedSession, seedTransactions, storedJson } from '../test/fixtures'
import { makeReadyStore } from '../test/renderWithProviders'
import { startCrossTabSync } from './crossTabSync'

const ada = { id: 'u1', name: 'Ada' }
const bob = { id: 'u2', name: 'Bob' }

/** What another tab's write looks like from here: storage changes, then an event arrives. */
async function otherTabWrites(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key)
  else localStorage.setItem(key, value)
  await act(async () => {
    window.dispatchEvent(
      new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }),
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

async function syncedStore() {
  const made = await makeReadyStore()
  const stop = startCrossTabSync(made.store, made.persistor)
  return { ...made, stop }
}

describe('cross-tab sync', () => {
  it("shows another tab's change to the list without a reload", async () => {
    seedSession(ada)
    seedTransactions(ada.id, [])
    const { store, stop } = await syncedStore()
    await otherTabWrites(
      'transactions_u1',
      JSON.stringify([record({ userId: ada.id, description: 'From tab B' })]),
    )
    expect(selectAllTransactions(store.getState()).map((t) => t.description)).toEqual([
      'From tab B',
    ])
    stop()
  })

  it('keeps a change this tab has not written yet when another tab writes', async () => {
    seedSession(ada)
    seedTransactions(ada.id, [])
    const { store, stop } = await syncedStore()
    store.dispatch(
      transactionAdded(
        {
          amountCents: 500,
          type: 'expense',
          category: 'Food',
          date: '2026-03-02',
          description: 'Tab A',
        },
        ada.id,
      ),
    )
    await otherTabWrites(
      'transactions_u1',
      JSON.stringify([record({ userId: ada.id, description: 'Tab B' })]),
    )
    expect(
      selectAllTransactions(store.getState())
        .map((t) => t.description)
        .sort(),
    ).toEqual(['Tab A', 'Tab B'])
    expect(
      (storedJson('transactions_u1') as { description: string }[]).map((r) => r.description).sort(),
    ).toEqual(['Tab A', 'Tab B'])
    stop()
  })

  it('signs out here when another tab signs out', async () => {
    seedSession(ada)
    const { store, stop } = await syncedStore()
    await otherTabWrites('currentUser', null)
    expect(store.getState().auth).toEqual(
      expect.objectContaining({ status: 'signedOut', user: null }),
    )
    expect(selectAllTransactions(store.getState())).toEqual([])
    stop()
  })

  it("follows a different sign-in elsewhere and never writes one person's data under the other's key", async () => {
    seedSession(ada)
    seedTransactions(ada.id, [record({ userId: ada.id, description: 'Ada only' })])
    seedTransactions(bob.id, [])
    const { store, persistor, stop } = await syncedStore()
    await otherTabWrites('currentUser', JSON.stringify(bob))
    expect(store.getState().auth.user).toEqual(bob)
    expect(selectAllTransactions(store.getState())).toEqual([])
    await persistor.flush()
    expect(storedJson('transactions_u2')).toEqual([])
    expect((storedJson('transactions_u1') as unknown[]).length).toBe(1)
    stop()
  })
})
