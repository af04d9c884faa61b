import { persisted } from '../../app/persistConfig'
import { makeTestStore } from '../../test/renderWithProviders'
import { record, seedTransactions, storedJson } from '../../test/fixtures'
import { userSignedIn } from '../auth/authSlice'
import { logOut } from '../auth/authThunks'
import type { TransactionFields } from './model'
import { selectAllTransactions, selectTransaction } from './transactionsSlice'
import { deleteTransaction, updateTransaction } from './editThunks'
import { addTransaction } from './transactionThunks'
import { transactionsBinding } from './transactionsStorage'

const ada = { id: 'u1', name: 'Ada' }
const key = 'transactions_u1'
const fields: TransactionFields = {
  amountCents: 1250,
  type: 'expense',
  category: 'Food',
  date: '2026-03-01',
  description: 'Tea',
}

/** A store whose person is signed in; their records load from what the test stored. */
function signedInStore(records: unknown[] = []) {
  seedTransactions(ada.id, records)
  const store = makeTestStore()
  store.dispatch(userSignedIn(ada))
  return store
}

const descriptions = (store: ReturnType<typeof makeTestStore>) =>
  selectAllTransactions(store.getState()).map((t) => t.description)

describe('transactions slice', () => {
  afterEach(() => jest.useRealTimers())

  it('loads the signed-in person’s list newest first and clears it on logout', () => {
    const store = signedInStore([
      record({ userId: ada.id, date: '2026-01-01', description: 'old' }),
      record({ userId: ada.id, date: '2026-02-01', description: 'new' }),
      record({ userId: 'someone else', description: 'not hers' }),
    ])
    expect(descriptions(store)).toEqual(['new', 'old'])
    store.dispatch(logOut())
    expect(selectAllTransactions(store.getState())).toEqual([])
  })

  it("follows another tab rewriting an amount's text alone, which the edit form shows", () => {
    const tea = record({ userId: ada.id, amount: '800', description: 'Tea' })
    const store = signedInStore([tea])
    expect(selectAllTransactions(store.getState())[0].amountText).toBe('800')
    const raw = JSON.stringify([{ ...tea, amount: '800.00' }])
    store.dispatch(persisted.rehydratePart('transactions', transactionsBinding.follow(ada.id, raw)))
    expect(selectAllTransactions(store.getState())[0].amountText).toBeUndefined()
  })

  it('shows an added transaction once storage holds it', () => {
    const store = signedInStore()
    expect(store.dispatch(addTransaction(fields))).toEqual({ ok: true })
    const [shown] = selectAllTransactions(store.getState())
    expect(shown).toMatchObject(fields)
    expect(storedJson(key)).toEqual([expect.objectContaining({ id: shown.id, amount: '12.50' })])
  })

  it('gives a new transaction a free id even when the clock says a taken one', () => {
    const now = Date.now()
    jest.useFakeTimers({ now, doNotFake: ['queueMicrotask', 'nextTick'] })
    const store = signedInStore([record({ userId: ada.id, id: String(now) })])
    store.dispatch(addTransaction(fields))
    store.dispatch(addTransaction({ ...fields, description: 'Coffee' }))
    expect((storedJson(key) as { id: string }[]).map((r) => r.id)).toEqual([
      String(now),
      String(now + 1),
      String(now + 2),
    ])
    expect(selectAllTransactions(store.getState())).toHaveLength(3)
  })

  it('gives records that older data stored under one id ids of their own, each edited and deleted on its own', () => {
    const first = record({ userId: ada.id, id: '42', description: 'first' })
    const second = record({ userId: ada.id, id: '42', description: 'second', date: '2026-01-01' })
    const store = signedInStore([first, second])
    expect(descriptions(store)).toEqual(['first', 'second'])
    expect(storedJson(key)).toEqual([first, { ...second, id: '43' }])

    const shown = selectTransaction(store.getState(), '43')!
    expect(shown.description).toBe('second')
    store.dispatch(updateTransaction(shown.id, shown, { ...shown, description: 'second, edited' }))
    expect(storedJson(key)).toEqual([
      first,
      { ...second, id: '43', description: 'second, edited', updatedAt: expect.any(String) },
    ])

    store.dispatch(deleteTransaction('42'))
    expect(storedJson(key)).toEqual([expect.objectContaining({ description: 'second, edited' })])
    expect(descriptions(store)).toEqual(['second, edited'])
    expect(selectTransaction(store.getState(), '42')).toBeUndefined()
  })

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'treats the id %s like any other',
    (id) => {
      const store = signedInStore([record({ userId: ada.id, id, description: `named ${id}` })])
      expect(descriptions(store)).toEqual([`named ${id}`])
      expect(selectTransaction(store.getState(), id)?.description).toBe(`named ${id}`)
      expect(store.dispatch(deleteTransaction(id))).toEqual({ ok: true })
      expect(storedJson(key)).toEqual([])
      expect(selectAllTransactions(store.getState())).toEqual([])
    },
  )

  it('finds no record for a prototype name that is not an id', () => {
    const store = signedInStore([record({ userId: ada.id })])
    expect(selectTransaction(store.getState(), 'constructor')).toBeUndefined()
    expect(selectTransaction(store.getState(), '__proto__')).toBeUndefined()
  })

  it('writes only the fields the person changed and keeps fields it does not know', () => {
    const stored = { ...record({ userId: ada.id, description: 'Lunch' }), bankId: 'FIT-1' }
    const store = signedInStore([stored])
    const [shown] = selectAllTransactions(store.getState())
    store.dispatch(updateTransaction(shown.id, shown, { ...shown, amountCents: 2000 }))
    expect(storedJson(key)).toEqual([{ ...stored, amount: '20.00', updatedAt: expect.any(String) }])
  })
})
