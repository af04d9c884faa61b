import { makeTestStore } from '../../test/renderWithProviders'
import { record, seedTransactions, storedJson } from '../../test/fixtures'
import { selectRecentEntries } from '../../collections/journalSlice'
import { userSignedIn } from '../auth/authSlice'
import { selectAllTransactions } from '../transactions/transactionsSlice'
import { addTransfer } from './ledgerThunks'
import { newTransferOps } from './transfers'

const draft = {
  from: 'main',
  to: 'savings',
  amountCents: 300_00,
  date: '2026-03-02',
  description: 'Rainy day',
}

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

describe('addTransfer', () => {
  it('writes both halves in one change: one journal entry', () => {
    seedTransactions('u1', [record({ userId: 'u1' })])
    const store = makeTestStore()
    store.dispatch(userSignedIn({ id: 'u1', name: 'Ada' }))
    expect(store.dispatch(addTransfer(draft))).toEqual({ ok: true })
    const entries = selectRecentEntries(store.getState())
    expect(entries).toHaveLength(1)
    expect(entries[0].changes.map((change) => change.type)).toEqual(['added', 'added'])
    const stored = storedJson('transactions_u1') as Record<string, unknown>[]
    expect(stored.filter((r) => r.category === 'Transfer')).toHaveLength(2)
    expect(selectAllTransactions(store.getState())).toHaveLength(3)
  })
})
