import { makeTestStore } from '../../test/renderWithProviders'
import { record, seedTransactions, storedJson } from '../../test/fixtures'
import { userSignedIn } from '../auth/authSlice'
import { undoLast } from '../undo/undoThunks'
import { selectUndo } from '../undo/undoSlice'
import { selectAllTransactions, selectIncomeAndExpenses } from './transactionsSlice'
import { deleteTransaction, updateTransaction } from './editThunks'
import { storedPartner } from './transfers'

const ada = { id: 'u1', name: 'Ada' }
const key = 'transactions_u1'

type Stored = Record<string, unknown>

/** A transfer of $300.00 from Main to Savings, as the accounts screen stores it. */
function transfer(): Stored[] {
  const shared = { userId: ada.id, amount: '300.00', category: 'Transfer', date: '2026-03-02' }
  return [
    { ...record({ ...shared, id: '1', description: 'Rainy day' }), account: 'main', transfer: '2' },
    {
      ...record({ ...shared, id: '2', type: 'income', description: 'Rainy day' }),
      account: 'savings',
      transfer: '1',
    },
  ]
}

function signedInStore(records: unknown[] = []) {
  seedTransactions(ada.id, records)
  const store = makeTestStore()
  store.dispatch(userSignedIn(ada))
  return store
}

const halves = () => (storedJson(key) as Stored[]).filter((r) => r.category === 'Transfer')

describe('storedPartner', () => {
  it('is the other half only while it is there and names this one back', () => {
    const [out, into] = transfer()
    expect(storedPartner([out, into], 0)).toBe('2')
    expect(storedPartner([out], 0)).toBeNull()
    expect(storedPartner([out, { ...into, transfer: '9' }], 0)).toBeNull()
    expect(storedPartner([{ ...out, category: 'Food' }, into], 0)).toBeNull()
  })
})

describe('a transfer in storage', () => {
  it('is neither income nor expense: the counted list leaves both halves out', () => {
    const store = signedInStore([...transfer(), record({ userId: ada.id, amount: '10.00' })])
    expect(selectAllTransactions(store.getState())).toHaveLength(3)
    expect(selectIncomeAndExpenses(store.getState())).toEqual([
      expect.objectContaining({ amountCents: 10_00 }),
    ])
  })

  it('goes whole when one half is deleted, and comes back whole with one Undo', () => {
    const store = signedInStore([record({ userId: ada.id }), ...transfer()])
    const before = halves()
    expect(store.dispatch(deleteTransaction('2'))).toEqual({ ok: true })
    expect(halves()).toEqual([])
    const undo = selectUndo(store.getState())
    expect(undo.step === 'offered' && undo.offer.undo.message).toBe('Transfer deleted')
    store.dispatch(undoLast())
    expect(halves()).toEqual(before)
    expect(selectUndo(store.getState())).toMatchObject({ message: 'Transfer restored' })
  })

  it("changes both halves' amount, date and description when one is edited; its account alone", () => {
    const store = signedInStore(transfer())
    const out = selectAllTransactions(store.getState()).find((t) => t.id === '1')!
    store.dispatch(
      updateTransaction(out.id, out, {
        ...out,
        amountCents: 120_00,
        date: '2026-03-05',
        description: 'Less',
        account: 'cash',
      }),
    )
    const changed = { amount: '120.00', date: '2026-03-05', description: 'Less' }
    expect(halves()).toEqual([
      expect.objectContaining({ ...changed, account: 'cash' }),
      expect.objectContaining({ ...changed, account: 'savings' }),
    ])
  })

  it('leaves an ordinary transaction to be deleted alone, as before', () => {
    const lone = record({ userId: ada.id })
    const store = signedInStore([lone, record({ userId: ada.id })])
    store.dispatch(deleteTransaction(lone.id))
    expect(storedJson(key)).toHaveLength(1)
    const undo = selectUndo(store.getState())
    expect(undo.step === 'offered' && undo.offer.undo.message).toBe('Transaction deleted')
  })
})
