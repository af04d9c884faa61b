import { act } from '@testing-library/react'
import {
  addTransaction,
  deleteTransaction,
  updateTransaction,
} from '../features/transactions/transactionThunks'
import { selectAllTransactions } from '../features/transactions/transactionsSlice'
import { record, seedSession, seedTransactions, storedJson } from '../test/fixtures'
import { makeReadyStore } from '../test/renderWithProviders'
import { userSignedIn } from '../features/auth/authSlice'
import { addUser } from '../features/auth/usersStore'
import { writeSession } from '../features/auth/session'
import { undoLast } from '../features/undo/undoThunks'
import { followOtherTabs } from './followOtherTabs'
import type { AppStore } from './store'

const ada = { id: 'u1', name: 'Ada' }
const bob = { id: 'u2', name: 'Bob' }

/** What another tab's write looks like from here: storage changes, then the event arrives. */
function otherTabWrites(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key)
  else localStorage.setItem(key, value)
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }),
    )
  })
}

async function followingStore() {
  const made = await makeReadyStore()
  const stop = followOtherTabs(made.store)
  return { ...made, stop }
}

/** Ada signed in with `records` stored, in a tab following the others. */
function followingAda(records: unknown[]) {
  seedSession(ada)
  seedTransactions(ada.id, records)
  return followingStore()
}

/** This tab saves an expense, as its form would. */
function saveHere(store: AppStore, description: string, amountCents = 100) {
  store.dispatch(
    addTransaction({
      amountCents,
      type: 'expense',
      category: 'Food',
      date: '2026-03-02',
      description,
    }),
  )
}

const descriptions = (state: Parameters<typeof selectAllTransactions>[0]) =>
  selectAllTransactions(state).map((t) => t.description)

describe('following other tabs', () => {
  it("shows another tab's change without writing anything", async () => {
    const { store, stop } = await followingAda([])
    const setItem = jest.spyOn(Storage.prototype, 'setItem')
    const text = JSON.stringify([record({ userId: ada.id, description: 'From tab B' })])
    otherTabWrites('transactions_u1', text)
    // The spy also saw the simulated other tab's own write: nothing else.
    expect(setItem.mock.calls).toEqual([['transactions_u1', text]])
    expect(descriptions(store.getState())).toEqual(['From tab B'])
    stop()
  })

  it('never puts back what another tab deleted, however stale this tab is', async () => {
    const kept = record({ userId: ada.id, description: 'kept' })
    const gone = record({ userId: ada.id, description: 'deleted in tab B' })
    const { store, stop } = await followingAda([kept, gone])
    // Tab B deletes; this tab has not heard yet and saves a new record.
    localStorage.setItem('transactions_u1', JSON.stringify([kept]))
    saveHere(store, 'new here', 500)
    expect(
      (storedJson('transactions_u1') as { description: string }[]).map((r) => r.description),
    ).toEqual(['kept', 'new here'])
    otherTabWrites('transactions_u1', localStorage.getItem('transactions_u1'))
    expect(descriptions(store.getState()).sort()).toEqual(['kept', 'new here'])
    stop()
  })

  it("saves again this tab's record that a same-millisecond save in another tab dropped", async () => {
    const { store, stop } = await followingAda([])
    saveHere(store, 'From A')
    const [mine] = storedJson('transactions_u1') as { id: string }[]
    // Tab B read the list before A's write landed, took the same id and wrote last.
    const theirs = record({ userId: ada.id, id: mine.id, description: 'From B' })
    otherTabWrites('transactions_u1', JSON.stringify([theirs]))
    const stored = storedJson('transactions_u1') as { id: string; description: string }[]
    expect(stored.map((r) => [r.id, r.description])).toEqual([
      [mine.id, 'From B'],
      [String(Number(mine.id) + 1), 'From A'],
    ])
    expect(descriptions(store.getState()).sort()).toEqual(['From A', 'From B'])
    stop()
  })

  it('looks again a moment after saving, and saves again what a racing write dropped unseen', async () => {
    const { store, stop } = await followingAda([])
    jest.useFakeTimers()
    try {
      saveHere(store, 'From A')
      // Another tab's stale write lands, and no storage event reaches this tab.
      localStorage.setItem('transactions_u1', JSON.stringify([record({ userId: ada.id })]))
      act(() => jest.advanceTimersByTime(1000))
      expect(descriptions(store.getState()).sort()).toEqual(['', 'From A'])
      expect(storedJson('transactions_u1')).toHaveLength(2)
    } finally {
      jest.useRealTimers()
      stop()
    }
  })

  it('leaves deleted a record another tab deleted right after this tab saved it', async () => {
    const { store, stop } = await followingAda([])
    saveHere(store, 'short-lived')
    otherTabWrites('transactions_u1', '[]')
    expect(storedJson('transactions_u1')).toEqual([])
    expect(descriptions(store.getState())).toEqual([])
    stop()
  })

  it('deletes again what a stale write from another tab put back a moment later', async () => {
    const kept = record({ userId: ada.id, description: 'kept' })
    const gone = record({ userId: ada.id, description: 'deleted here' })
    const { store, stop } = await followingAda([kept, gone])
    store.dispatch(deleteTransaction({ id: gone.id, copy: 0 }))
    const added = record({ userId: ada.id, description: 'added in tab B' })
    otherTabWrites('transactions_u1', JSON.stringify([kept, gone, added]))
    expect(
      (storedJson('transactions_u1') as { description: string }[]).map((r) => r.description),
    ).toEqual(['kept', 'added in tab B'])
    expect(descriptions(store.getState()).sort()).toEqual(['added in tab B', 'kept'])
    stop()
  })

  describe("after another tab's write that had seen this tab's last write", () => {
    const storedDescriptions = () =>
      (storedJson('transactions_u1') as { description: string }[]).map((r) => r.description)
    const fromB = record({ userId: ada.id, description: 'from B' })

    it('leaves restored a record this tab deleted and then took back with Undo', async () => {
      const x = record({ userId: ada.id, description: 'X' })
      const { store, stop } = await followingAda([x])
      store.dispatch(deleteTransaction({ id: x.id, copy: 0 }))
      store.dispatch(undoLast())
      otherTabWrites('transactions_u1', JSON.stringify([x, fromB]))
      expect(storedDescriptions()).toEqual(['X', 'from B'])
      stop()
    })

    it('leaves deleted a record this tab added and then deleted', async () => {
      const { store, stop } = await followingAda([])
      saveHere(store, 'mistake')
      const [mistake] = storedJson('transactions_u1') as { id: string }[]
      store.dispatch(deleteTransaction({ id: mistake.id, copy: 0 }))
      otherTabWrites('transactions_u1', JSON.stringify([fromB]))
      expect(storedDescriptions()).toEqual(['from B'])
      stop()
    })

    it('saves again a record the other tab dropped, though a later save here was made on its value', async () => {
      const { store, stop } = await followingAda([])
      saveHere(store, 'W1')
      // Tab B's list, without W1, lands here before its event; this tab saves W2 on top of it.
      localStorage.setItem('transactions_u1', JSON.stringify([fromB]))
      saveHere(store, 'W2')
      otherTabWrites('transactions_u1', localStorage.getItem('transactions_u1'))
      expect(storedDescriptions()).toEqual(['from B', 'W2', 'W1'])
      stop()
    })

    it('leaves deleted the first of two records this tab added when the other tab deleted it', async () => {
      const { store, stop } = await followingAda([])
      saveHere(store, 'X')
      saveHere(store, 'Y')
      const [, y] = storedJson('transactions_u1') as unknown[]
      otherTabWrites('transactions_u1', JSON.stringify([y]))
      expect(storedDescriptions()).toEqual(['Y'])
      stop()
    })
  })

  it('says so when an edit another tab dropped at the same moment cannot be made again', async () => {
    const x = record({ userId: ada.id, description: 'X', amount: '10.00', date: '2026-03-01' })
    const { store, stop } = await followingAda([x])
    const base = {
      amountCents: 1000,
      type: 'expense' as const,
      category: 'Food',
      date: '2026-03-01',
      description: 'X',
    }
    const next = { ...base, amountCents: 1500 }
    expect(store.dispatch(updateTransaction({ id: x.id, copy: 0 }, base, next))).toEqual({
      ok: true,
    })
    // Tab B renamed it on the list it read just before this edit, and wrote last.
    const renamed = { ...x, description: 'X edited in B', updatedAt: '2000-01-01T00:00:00.000Z' }
    otherTabWrites('transactions_u1', JSON.stringify([renamed]))
    expect(storedJson('transactions_u1')).toEqual([renamed])
    expect(store.getState().persistence.failures).toEqual([
      { id: 1, message: expect.stringContaining('overwritten by another tab') },
    ])
    stop()
  })

  it('registers again, under the next id, an account that a racing registration dropped', async () => {
    const { store, stop } = await followingStore()
    const fields = { passwordHash: 'hash', createdAt: '2026-03-10T12:00:00.000Z' }
    const added = addUser({ name: 'Ada', email: 'ada@example.com', ...fields }, 1000)
    expect(added).toMatchObject({ ok: true, value: { outcome: 'created' } })
    act(() => {
      writeSession({ id: '1000', name: 'Ada' })
      store.dispatch(userSignedIn({ id: '1000', name: 'Ada' }))
    })
    // Tab B registered Bob in the same millisecond, without seeing Ada, and wrote last.
    const bobUser = { id: '1000', name: 'Bob', email: 'bob@example.com', ...fields }
    otherTabWrites('users', JSON.stringify([bobUser]))
    const users = storedJson('users') as { id: string; email: string }[]
    expect(users.map((user) => [user.id, user.email])).toEqual([
      ['1000', 'bob@example.com'],
      ['1001', 'ada@example.com'],
    ])
    expect(storedJson('transactions_1001')).toEqual([])
    expect(storedJson('currentUser')).toEqual({ id: '1001', name: 'Ada' })
    expect(store.getState().auth.user).toEqual({ id: '1001', name: 'Ada' })
    stop()
  })

  it('puts back, under its own id, an account whose entry a racing registration dropped', async () => {
    const { stop } = await followingStore()
    const fields = { passwordHash: 'hash', createdAt: '2026-03-10T12:00:00.000Z' }
    addUser({ name: 'Ada', email: 'ada@example.com', ...fields }, 1000)
    // Tab B saw Ada's new list, so took 1001, but wrote `users` from a read made before hers.
    const bobUser = { id: '1001', name: 'Bob', email: 'bob@example.com', ...fields }
    otherTabWrites('users', JSON.stringify([bobUser]))
    const users = storedJson('users') as { id: string; email: string }[]
    expect(users.map((user) => [user.id, user.email])).toEqual([
      ['1001', 'bob@example.com'],
      ['1000', 'ada@example.com'],
    ])
    stop()
  })

  it('signs out here when another tab signs out', async () => {
    const { store, stop } = await followingAda([record({ userId: ada.id })])
    otherTabWrites('currentUser', null)
    expect(store.getState().auth).toEqual(
      expect.objectContaining({ status: 'signedOut', user: null }),
    )
    expect(selectAllTransactions(store.getState())).toEqual([])
    stop()
  })

  it("follows a different sign-in elsewhere and shows that person's own list", async () => {
    seedSession(ada)
    seedTransactions(ada.id, [record({ userId: ada.id, description: 'Ada only' })])
    seedTransactions(bob.id, [record({ userId: bob.id, description: 'Bob only' })])
    const { store, stop } = await followingStore()
    otherTabWrites('currentUser', JSON.stringify(bob))
    expect(store.getState().auth.user).toEqual(bob)
    expect(descriptions(store.getState())).toEqual(['Bob only'])
    stop()
  })

  it("drops Ada's Undo when the next sign-in is seen before her sign-out, so it never writes to Bob", async () => {
    seedTransactions(bob.id, [])
    const { store, stop } = await followingAda([
      { ...record({ userId: ada.id, description: 'Ada private' }), id: '1700000000001' },
    ])
    store.dispatch(deleteTransaction({ id: '1700000000001', copy: 0 }))
    expect(store.getState().undo.step).toBe('offered')
    // Ada signed out and Bob in while this tab was busy: it sees only the latest session.
    otherTabWrites('currentUser', JSON.stringify(bob))
    expect(store.getState().undo.step).toBe('none')
    store.dispatch(undoLast())
    expect(storedJson('transactions_u2')).toEqual([])
    expect(descriptions(store.getState())).toEqual([])
    stop()
  })
})
