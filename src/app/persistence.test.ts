import { logOut, signIn } from '../features/auth/authThunks'
import { register } from '../features/auth/registerThunk'
import { addTransaction } from '../features/transactions/transactionThunks'
import { selectAllTransactions } from '../features/transactions/transactionsSlice'
import { makeReadyStore } from '../test/renderWithProviders'
import type { AppStore } from './store'
import {
  record,
  refuseStorageWrites,
  seedSession,
  seedTransactions,
  seedUsers,
  storedJson,
  userWithPassword,
} from '../test/fixtures'

const form = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
}
const HASH = /^pbkdf2-sha256\$600000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/

/** Saves a $1.00 gift, as the form would. */
function saveGift(store: AppStore) {
  return store.dispatch(
    addTransaction({
      amountCents: 100,
      type: 'income',
      category: 'Gift',
      date: '2026-03-01',
      description: '',
    }),
  )
}

function storedKeys(): string[] {
  return Object.keys(localStorage).sort()
}

describe('persistence on the SPEC.md keys', () => {
  it('writes exactly users, an empty list and currentUser on registration', async () => {
    const { store } = await makeReadyStore()
    await expect(store.dispatch(register(form))).resolves.toEqual({ ok: true })

    const [user] = storedJson('users') as Record<string, string>[]
    expect(storedKeys()).toEqual(['currentUser', 'transactions_' + user.id, 'users'])
    expect(user.id).toMatch(/^\d{13}$/)
    expect(user.passwordHash).toMatch(HASH)
    expect(localStorage.getItem('users')).toBe(
      JSON.stringify([
        {
          id: user.id,
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          passwordHash: user.passwordHash,
          createdAt: user.createdAt,
        },
      ]),
    )
    expect(localStorage.getItem('transactions_' + user.id)).toBe('[]')
    expect(localStorage.getItem('currentUser')).toBe(`{"id":"${user.id}","name":"Ada Lovelace"}`)
    expect(localStorage.getItem('users')).not.toContain('secret1')
  })

  it('removes only currentUser on logout', async () => {
    const ada = await userWithPassword({ password: 'secret1' })
    seedUsers([ada])
    seedSession(ada)
    seedTransactions(ada.id, [])
    const before = {
      users: localStorage.getItem('users'),
      list: localStorage.getItem('transactions_' + ada.id),
    }
    const { store } = await makeReadyStore()
    expect(store.getState().auth).toMatchObject({
      status: 'signedIn',
      user: { id: ada.id, name: ada.name },
    })

    store.dispatch(logOut())

    expect(localStorage.getItem('currentUser')).toBeNull()
    expect(localStorage.getItem('users')).toBe(before.users)
    expect(localStorage.getItem('transactions_' + ada.id)).toBe(before.list)
  })

  it('upgrades only the person signing in when older data holds two people under one id', async () => {
    const shared = { id: '1600000000000', createdAt: '2020-09-13T12:26:40.000Z' }
    const grace = { ...shared, name: 'Grace', email: 'grace@example.com', password: 'hopper1' }
    const alan = { ...shared, name: 'Alan', email: 'alan@example.com', password: 'turing1' }
    seedUsers([grace, alan])
    const { store } = await makeReadyStore()

    await store.dispatch(signIn('grace@example.com', 'hopper1'))

    const users = storedJson('users') as Record<string, unknown>[]
    expect(users.map((user) => user.email)).toEqual(['grace@example.com', 'alan@example.com'])
    expect(users[0].passwordHash).toMatch(HASH)
    expect(users[1]).toEqual(alan)
    store.dispatch(logOut())
    await expect(store.dispatch(signIn('alan@example.com', 'turing1'))).resolves.toEqual({
      ok: true,
    })
  })

  it('opens legacy data unchanged and upgrades a plain password on sign-in', async () => {
    const legacyUser = {
      id: '1600000000000',
      name: 'Grace',
      email: 'grace@example.com',
      password: 'hopper1',
      createdAt: '2020-09-13T12:26:40.000Z',
    }
    const records = [
      record({ userId: legacyUser.id, amount: '12.5', description: 'Lunch' }),
      { ...record({ userId: legacyUser.id, type: 'income', category: 'Salary' }), amount: 2500 },
    ]
    seedUsers([legacyUser])
    seedTransactions(legacyUser.id, records)
    const rawList = localStorage.getItem('transactions_' + legacyUser.id)
    const { store } = await makeReadyStore()

    await expect(store.dispatch(signIn('grace@example.com', 'hopper1'))).resolves.toEqual({
      ok: true,
    })

    const [upgraded] = storedJson('users') as Record<string, unknown>[]
    expect(upgraded).not.toHaveProperty('password')
    expect(upgraded).toEqual({
      ...legacyUser,
      password: undefined,
      passwordHash: expect.stringMatching(HASH),
    })
    expect(localStorage.getItem('transactions_' + legacyUser.id)).toBe(rawList)
    expect(localStorage.getItem('currentUser')).toBe(`{"id":"${legacyUser.id}","name":"Grace"}`)
    expect(
      selectAllTransactions(store.getState())
        .map((t) => t.amountCents)
        .sort(),
    ).toEqual([1250, 250000])

    // The upgraded record still signs in, now through its hash.
    store.dispatch(logOut())
    await expect(store.dispatch(signIn('grace@example.com', 'hopper1'))).resolves.toEqual({
      ok: true,
    })
  })

  it('matches email and password exactly', async () => {
    seedUsers([await userWithPassword({ password: 'secret1' })])
    const { store } = await makeReadyStore()
    const invalid = { ok: false, message: 'Invalid email or password' }
    await expect(store.dispatch(signIn('ADA@example.com', 'secret1'))).resolves.toEqual(invalid)
    await expect(store.dispatch(signIn('ada@example.com', 'Secret1'))).resolves.toEqual(invalid)
    await expect(store.dispatch(signIn('nobody@example.com', 'secret1'))).resolves.toEqual(invalid)
    expect(store.getState().auth.status).toBe('signedOut')
  })

  it("loads the signed-in person's own list and appends new records in the spec shape", async () => {
    const ada = await userWithPassword({ password: 'secret1' })
    const bob = await userWithPassword({
      id: '1700000000001',
      email: 'bob@example.com',
      password: 'secret2',
    })
    const adaRecord = record({ userId: ada.id, description: 'Ada only' })
    seedUsers([ada, bob])
    seedTransactions(ada.id, [adaRecord])
    seedTransactions(bob.id, [])
    const { store } = await makeReadyStore()

    await store.dispatch(signIn('bob@example.com', 'secret2'))
    expect(selectAllTransactions(store.getState())).toEqual([])
    store.dispatch(
      addTransaction({
        amountCents: 1250,
        type: 'expense',
        category: 'Food',
        date: '2026-03-01',
        description: 'Tea',
      }),
    )

    const [written] = storedJson('transactions_' + bob.id) as Record<string, unknown>[]
    expect(Object.keys(written)).toEqual([
      'id',
      'amount',
      'type',
      'category',
      'date',
      'description',
      'userId',
      'createdAt',
      'updatedAt',
    ])
    expect(written).toMatchObject({
      amount: '12.50',
      type: 'expense',
      category: 'Food',
      date: '2026-03-01',
      description: 'Tea',
      userId: bob.id,
    })
    expect(storedJson('transactions_' + ada.id)).toEqual([adaRecord])

    store.dispatch(logOut())
    await store.dispatch(signIn('ada@example.com', 'secret1'))
    expect(selectAllTransactions(store.getState()).map((t) => t.description)).toEqual(['Ada only'])
    expect(storedKeys().some((key) => key.startsWith('persist:'))).toBe(false)
  })

  it('tells the saving screen when storage is full, and keeps what was stored', async () => {
    const ada = await userWithPassword({ password: 'secret1' })
    seedUsers([ada])
    seedSession(ada)
    seedTransactions(ada.id, [])
    const { store } = await makeReadyStore()
    const setItem = refuseStorageWrites('QuotaExceededError')

    const outcome = saveGift(store)
    setItem.mockRestore()

    expect(outcome).toEqual({ ok: false, message: expect.stringContaining('storage is full') })
    expect(selectAllTransactions(store.getState())).toEqual([])
    expect(localStorage.getItem('transactions_' + ada.id)).toBe('[]')
  })

  it('shows a background write that failed until the person dismisses it', async () => {
    const ada = await userWithPassword({ password: 'secret1' })
    seedUsers([ada])
    seedSession(ada)
    const { store } = await makeReadyStore()
    const removeItem = jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    store.dispatch(logOut())
    removeItem.mockRestore()

    expect(store.getState().persistence).toEqual({
      status: 'failed',
      failures: [{ id: 1, message: expect.stringContaining('Signing out could not be saved') }],
    })
  })

  it('says so when the records cannot be read as they open, and saving then writes nothing over them', async () => {
    const ada = await userWithPassword({ password: 'secret1' })
    seedUsers([ada])
    seedSession(ada)
    seedTransactions(ada.id, [record({ userId: ada.id, description: 'Kept' })])
    const stored = localStorage.getItem('transactions_' + ada.id)
    const getItem = Storage.prototype.getItem
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key) {
      if (key.startsWith('transactions_')) throw new DOMException('blocked', 'SecurityError')
      return getItem.call(this, key)
    })
    const { store } = await makeReadyStore()
    const outcome = saveGift(store)
    jest.restoreAllMocks()

    expect(store.getState().persistence).toEqual({
      status: 'failed',
      failures: [{ id: 1, message: expect.stringContaining('could not be read') }],
    })
    expect(outcome).toEqual({ ok: false, message: expect.stringContaining('not saved') })
    expect(localStorage.getItem('transactions_' + ada.id)).toBe(stored)
  })
})
