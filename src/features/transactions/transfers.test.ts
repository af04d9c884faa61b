import { makeTestStore } from '../../test/renderWithProviders'
import { record, seedTransactions, storedJson } from '../../test/fixtures'
import { selectRecentEntries } from '../../collections/journalSlice'
import { userSignedIn } from '../auth/authSlice'
import { undoLast } from '../undo/undoThunks'
import { selectUndo } from '../undo/undoSlice'
import { selectAllTransactions, selectIncomeAndExpenses } from './transactionsSlice'
import { addTransfer, deleteTransaction, updateTransaction } from './transactionThunks'
import { newTransferOps, storedPartner } from './transfers'
import { summarize } from './summary'

const ada = { id: 'u1', name: 'Ada' }
const key = 'transactions_u1'
const draft = {
  from: 'main',
  to: 'savings',
  amountCents: 300_00,
  date: '2026-03-02',
  description: 'Rainy day',
}

type Stored = Record<string, unknown>

function signedInStore(records: unknown[] = []) {
  seedTransactions(ada.id, records)
  const store = makeTestStore()
  store.dispatch(userSignedIn(ada))
  return store
}

const halves = () => (storedJson(key) as Stored[]).filter((r) => r.category === 'Transfer')

describe('newTransferOps', () => {
  it('pairs an expense in From with an income in To, each naming the other, ids the next free ones', () => {
    const now = new Date(1_750_000_000_000)
    const ops = newTransferOps([{ id: '1750000000000' }, { id: '1750000000002' }], draft, 'u1', now)
    expect(ops.map((op) => op.type === 'add' && op.record)).toEqual([
      expect.objectContaining({
        id: '1750000000001',
        type: 'expense',
        category: 'Transfer',
        account: 'main',
        amount: '300.00',
        transfer: '1750000000003',
      }),
      expect.objectContaining({
        id: '1750000000003',
        type: 'income',
        category: 'Transfer',
        account: 'savings',
        transfer: '1750000000001',
      }),
    ])
  })
})

describe('storedPartner', () => {
  it('is the other half only while it is there and names this one back', () => {
    const out = { id: '1', category: 'Transfer', transfer: '2', amount: '5', date: '2026-03-01' }
    const into = { ...out, id: '2', transfer: '1' }
    expect(storedPartner([out, into], 0)).toBe('2')
    expect(storedPartner([out], 0)).toBeNull()
    expect(storedPartner([out, { ...into, transfer: '9' }], 0)).toBeNull()
    expect(storedPartner([{ ...out, category: 'Food' }, into], 0)).toBeNull()
  })
})

describe('transfers in storage', () => {
  it('writes both halves in one change: one journal entry', () => {
    const store = signedInStore([record({ userId: ada.id })])
    expect(store.dispatch(addTransfer(draft))).toEqual({ ok: true })
    const entries = selectRecentEntries(store.getState())
    expect(entries).toHaveLength(1)
    expect(entries[0].changes.map((change) => change.type)).toEqual(['added', 'added'])
    expect(halves()).toHaveLength(2)
    expect(selectAllTransactions(store.getState())).toHaveLength(3)
  })

  it('are neither income nor expense: totals count everything else', () => {
    const store = signedInStore([record({ userId: ada.id, amount: '10.00' })])
    store.dispatch(addTransfer(draft))
    expect(selectIncomeAndExpenses(store.getState())).toHaveLength(1)
    expect(summarize(selectAllTransactions(store.getState()))).toEqual({
      incomeCents: 0,
      expenseCents: 10_00,
      netCents: -10_00,
    })
  })

  it('go together when one half is deleted, and come back together with one Undo', () => {
    const store = signedInStore([record({ userId: ada.id })])
    store.dispatch(addTransfer(draft))
    const before = halves()
    expect(store.dispatch(deleteTransaction(before[1].id as string))).toEqual({ ok: true })
    expect(halves()).toEqual([])
    const undo = selectUndo(store.getState())
    expect(undo.step === 'offered' && undo.offer.entry.undo.message).toBe('Transfer deleted')
    store.dispatch(undoLast())
    expect(halves()).toEqual(before.map((half) => ({ ...half })))
    expect(selectUndo(store.getState())).toMatchObject({ message: 'Transfer restored' })
  })

  it("change both halves' amount, date and description when one is edited; its account alone", () => {
    const store = signedInStore()
    store.dispatch(addTransfer(draft))
    const out = selectAllTransactions(store.getState()).find((t) => t.type === 'expense')!
    store.dispatch(
      updateTransaction(out.id, out, {
        ...out,
        amountCents: 120_00,
        date: '2026-03-05',
        description: 'Less',
        account: 'cash',
      }),
    )
    expect(halves()).toEqual([
      expect.objectContaining({
        amount: '120.00',
        date: '2026-03-05',
        description: 'Less',
        account: 'cash',
      }),
      expect.objectContaining({
        amount: '120.00',
        date: '2026-03-05',
        description: 'Less',
        account: 'savings',
      }),
    ])
  })

  it('delete one ordinary transaction alone, as before', () => {
    const lone = record({ userId: ada.id })
    const store = signedInStore([lone, record({ userId: ada.id })])
    store.dispatch(deleteTransaction(lone.id))
    expect(storedJson(key)).toHaveLength(1)
    const undo = selectUndo(store.getState())
    expect(undo.step === 'offered' && undo.offer.entry.undo.message).toBe('Transaction deleted')
  })
})
