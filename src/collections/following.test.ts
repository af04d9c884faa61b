import { act } from '@testing-library/react'
import { deleteTransaction, updateTransaction } from '../features/transactions/editThunks'
import { addTransaction } from '../features/transactions/transactionThunks'
import { selectAllTransactions } from '../features/transactions/transactionsSlice'
import {
  record,
  ruleRecord,
  seedRules,
  seedSession,
  seedTransactions,
  storedJson,
} from '../test/fixtures'
import { addRepeatingTransaction, stopRule } from '../features/recurring/recurringThunks'
import { storageChanged } from './events'
import { makeReadyStore } from '../test/renderWithProviders'
import { userSignedIn } from '../features/auth/authSlice'
import { addUser } from '../features/auth/usersStore'
import { writeSession } from '../features/auth/session'
import { undoLast } from '../features/undo/undoThunks'
import type { AppStore } from '../app/store'
import { watchOtherTabs } from './following'

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

/** What another tab's deletion leaves: the list without the record, and its tombstone. */
function otherTabDeletes(
  ownerId: string,
  kept: unknown[],
  gone: { id: string; createdAt: string },
) {
  localStorage.setItem(
    `journal_${ownerId}`,
    JSON.stringify([
      {
        collection: 'transactions',
        id: gone.id,
        born: gone.createdAt,
        at: new Date().toISOString(),
      },
    ]),
  )
  otherTabWrites(`transactions_${ownerId}`, JSON.stringify(kept))
}

async function followingStore() {
  const made = await makeReadyStore()
  const stop = watchOtherTabs(made.store.dispatch)
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
      await act(async () => {
        jest.advanceTimersByTime(1000)
      })
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
    const [shortLived] = storedJson('transactions_u1') as { id: string; createdAt: string }[]
    otherTabDeletes(ada.id, [], shortLived)
    expect(storedJson('transactions_u1')).toEqual([])
    expect(descriptions(store.getState())).toEqual([])
    stop()
  })

  it('deletes again what a stale write from another tab put back a moment later', async () => {
    const kept = record({ userId: ada.id, description: 'kept' })
    const gone = record({ userId: ada.id, description: 'deleted here' })
    const { store, stop } = await followingAda([kept, gone])
    store.dispatch(deleteTransaction(gone.id))
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
      store.dispatch(deleteTransaction(x.id))
      store.dispatch(undoLast())
      otherTabWrites('transactions_u1', JSON.stringify([x, fromB]))
      expect(storedDescriptions()).toEqual(['X', 'from B'])
      stop()
    })

    it('leaves deleted a record this tab added and then deleted', async () => {
      const { store, stop } = await followingAda([])
      saveHere(store, 'mistake')
      const [mistake] = storedJson('transactions_u1') as { id: string }[]
      store.dispatch(deleteTransaction(mistake.id))
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
      const [x, y] = storedJson('transactions_u1') as { id: string; createdAt: string }[]
      otherTabDeletes(ada.id, [y], x)
      expect(storedDescriptions()).toEqual(['Y'])
      stop()
    })
  })

  it('makes again an edit another tab dropped at the same moment, on top of that tab’s own edit', async () => {
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
    expect(store.dispatch(updateTransaction(x.id, base, next))).toEqual({
      ok: true,
    })
    // Tab B renamed it on the list it read just before this edit, and wrote last.
    const renamed = { ...x, description: 'X edited in B', updatedAt: '2000-01-01T00:00:00.000Z' }
    otherTabWrites('transactions_u1', JSON.stringify([renamed]))
    expect(storedJson('transactions_u1')).toEqual([
      { ...renamed, amount: '15.00', updatedAt: expect.any(String) },
    ])
    expect(store.getState().persistence.failures).toEqual([])
    stop()
  })

  it('registers again, under the next id, an account that a racing registration dropped', async () => {
    const { store, stop } = await followingStore()
    const fields = { passwordHash: 'hash', createdAt: '2026-03-10T12:00:00.000Z' }
    const added = store.dispatch(
      addUser({ name: 'Ada', email: 'ada@example.com', ...fields }, 1000),
    )
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
    const { store, stop } = await followingStore()
    const fields = { passwordHash: 'hash', createdAt: '2026-03-10T12:00:00.000Z' }
    store.dispatch(addUser({ name: 'Ada', email: 'ada@example.com', ...fields }, 1000))
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
    store.dispatch(deleteTransaction('1700000000001'))
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

describe('racing writes', () => {
  afterEach(() => jest.useRealTimers())
  const key = 'transactions_u1'
  const storedDescriptions = () =>
    ((storedJson(key) ?? []) as { description: string }[]).map((r) => r.description).sort()
  /** Runs `write` as a tab whose read of `key` was `stale`: the write lands over whatever
   * storage holds, as a racing write in another renderer process does. */
  const onStaleRead = (stale: string, write: () => void) => {
    localStorage.setItem(key, stale)
    write()
  }
  /** Another tab's write reaching `store` (each tab hears of the others' writes only). */
  const heard = (store: AppStore) => act(() => void store.dispatch(storageChanged({ key })))

  it('three tabs saving at once keep all three saves, however their makings-again race', async () => {
    // The clock stands still: every step falls inside the time each save is checked for, and no
    // tab's own look a moment later interleaves with the events below.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] })
    seedSession(ada)
    seedTransactions(ada.id, [])
    const [a, b, c] = await Promise.all([makeReadyStore(), makeReadyStore(), makeReadyStore()])
    const empty = localStorage.getItem(key) as string
    saveHere(a.store, 'A')
    onStaleRead(empty, () => saveHere(b.store, 'B'))
    onStaleRead(empty, () => saveHere(c.store, 'C'))
    expect(storedDescriptions()).toEqual(['C'])

    // C's write reaches A and B. A makes its save again; B does too, on the list it read before
    // A's making-again landed, so A's loses a second race.
    const onlyC = localStorage.getItem(key) as string
    heard(a.store)
    expect(storedDescriptions()).toEqual(['A', 'C'])
    onStaleRead(onlyC, () => heard(b.store))
    expect(storedDescriptions()).toEqual(['B', 'C'])

    // B's write reaches A and C: A checks its making-again too, and makes it once more.
    heard(a.store)
    heard(c.store)
    heard(b.store)
    expect(storedDescriptions()).toEqual(['A', 'B', 'C'])
    for (const tab of [a, b, c]) {
      heard(tab.store)
      expect(descriptions(tab.store.getState()).sort()).toEqual(['A', 'B', 'C'])
    }
    expect(new Set((storedJson(key) as { id: string }[]).map((r) => r.id)).size).toBe(3)
  })

  it('never adds a rule twice when another tab moves it on right after this tab added it', async () => {
    seedSession(ada)
    seedTransactions(ada.id, [])
    const { store } = await makeReadyStore()
    store.dispatch(
      addRepeatingTransaction(
        {
          amountCents: 90000,
          type: 'expense',
          category: 'Rent',
          date: '2026-01-05',
          description: 'Flat',
        },
        'month',
      ),
    )
    const [rule] = storedJson('recurring_u1') as { id: string; next: string }[]
    // Another tab's catch-up, which had seen the rule, moved it on and wrote last.
    localStorage.setItem('recurring_u1', JSON.stringify([{ ...rule, next: '2099-01-05' }]))
    act(() => void store.dispatch(storageChanged({ key: 'recurring_u1' })))
    expect(storedJson('recurring_u1')).toEqual([{ ...rule, next: '2099-01-05' }])
  })

  it('stops a rule again when another tab moved it on without seeing the Stop', async () => {
    seedSession(ada)
    seedTransactions(ada.id, [])
    const rule = ruleRecord({ next: '2099-01-01' })
    seedRules(ada.id, [rule])
    const { store } = await makeReadyStore()
    store.dispatch(stopRule({ id: rule.id as string }))
    expect(storedJson('recurring_u1')).toEqual([])
    localStorage.setItem('recurring_u1', JSON.stringify([{ ...rule, next: '2099-02-01' }]))
    act(() => void store.dispatch(storageChanged({ key: 'recurring_u1' })))
    expect(storedJson('recurring_u1')).toEqual([])
  })
})
