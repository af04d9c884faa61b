import { act } from '@testing-library/react'
import { watchOtherTabs } from '../../collections/following'
import { makeReadyStore } from '../../test/renderWithProviders'
import { record, seedSession, seedTransactions, storedJson } from '../../test/fixtures'
import { deleteTransaction } from '../transactions/editThunks'
import { pendingChanges } from './pendingChanges'

const ada = { id: 'u1', name: 'Ada' }

/** Another tab's write of `key`: storage changes, then the event arrives here. */
function otherTabWrites(key: string, value: string) {
  localStorage.setItem(key, value)
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }),
    )
  })
}

it('writes again the tombstone of a deletion that a racing write of another tab dropped', async () => {
  const gone = record({ userId: ada.id, description: 'Deleted here' })
  const elsewhere = record({ userId: ada.id, description: 'Deleted in tab B' })
  seedSession(ada)
  seedTransactions(ada.id, [gone, elsewhere])
  const { store } = await makeReadyStore()
  const stop = watchOtherTabs(store.dispatch)
  store.dispatch(deleteTransaction(gone.id))
  expect(pendingChanges(ada.id, 'transactions').map((change) => change.key)).toEqual([gone.id])

  // Tab B read the journal before this deletion's tombstone landed, and wrote its own last.
  const theirs = { collection: 'transactions', id: elsewhere.id, born: elsewhere.createdAt }
  otherTabWrites('journal_u1', JSON.stringify([{ ...theirs, at: new Date().toISOString() }]))

  const stones = storedJson('journal_u1') as { id: string }[]
  expect(stones.map((stone) => stone.id).sort()).toEqual([elsewhere.id, gone.id].sort())
  expect(
    pendingChanges(ada.id, 'transactions')
      .map((change) => change.key)
      .sort(),
  ).toEqual([elsewhere.id, gone.id].sort())
  stop()
})
