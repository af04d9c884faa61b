import { act } from '@testing-library/react'
import { selectAllTransactions } from '../features/transactions/transactionsSlice'
import { transactionsBinding } from '../features/transactions/transactionsStorage'
import { nextTask } from '../lib/tasks'
import type { RecordOp, StoredRecord } from '../storage/recordOps'
import { record, seedSession, seedTransactions, storedJson } from '../test/fixtures'
import { makeReadyStore } from '../test/renderWithProviders'
import type { AppStore } from '../app/store'
import { commit, type CommitOptions } from './commit'
import { collectionChanged } from './events'
import { watchOtherTabs } from './following'

const ada = { id: 'u1', name: 'Ada' }
const key = 'transactions_u1'
const made = record({ userId: ada.id, description: 'From sync', amount: '10.00' })
const r1: StoredRecord = { ...made }

async function adasStore() {
  seedSession(ada)
  seedTransactions(ada.id, [])
  return (await makeReadyStore()).store
}

function write(store: AppStore, plan: RecordOp[], options: CommitOptions = {}) {
  commit(
    store.dispatch,
    transactionsBinding.storage(ada.id),
    () => plan,
    collectionChanged,
    options,
  )
}

/** A sync's write whose store update waits for a task of its own. */
const syncWrites = (store: AppStore, shown = () => true) =>
  write(store, [{ type: 'add', record: r1 }], {
    origin: 'remote',
    showLater: { stillShown: shown },
  })

const amounts = (store: AppStore) =>
  selectAllTransactions(store.getState()).map((transaction) => transaction.amountCents)

describe('a write shown later', () => {
  it('is in storage at once and reaches the store in the next task', async () => {
    const store = await adasStore()
    syncWrites(store)
    expect(storedJson(key)).toEqual([r1])
    expect(amounts(store)).toEqual([])
    await nextTask()
    expect(amounts(store)).toEqual([1000])
  })

  it('reaches the store before a change this tab makes after it', async () => {
    const store = await adasStore()
    syncWrites(store)
    write(store, [{ type: 'patch', identity: made.id, fields: { amount: '12.00' } }])
    expect(amounts(store)).toEqual([1200])
    await nextTask()
    expect(amounts(store)).toEqual([1200])
    expect(storedJson(key)).toEqual([{ ...r1, amount: '12.00' }])
  })

  it("reaches the store before another tab's change that came after it", async () => {
    const store = await adasStore()
    const stop = watchOtherTabs(store.dispatch)
    syncWrites(store)
    // Another tab edits the record the sync brought.
    const edited = { ...r1, amount: '15.00', updatedAt: '2030-01-01T00:00:00.000Z' }
    const text = JSON.stringify([edited])
    localStorage.setItem(key, text)
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key, newValue: text, storageArea: localStorage }),
      )
    })
    expect(amounts(store)).toEqual([1500])
    await nextTask()
    expect(amounts(store)).toEqual([1500])
    stop()
  })

  it('never reaches the store when what it shows has changed owner (signed out) by then', async () => {
    const store = await adasStore()
    syncWrites(store, () => false)
    await nextTask()
    expect(amounts(store)).toEqual([])
    expect(storedJson(key)).toEqual([r1])
  })
})
