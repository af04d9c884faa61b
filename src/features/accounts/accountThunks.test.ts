import { makeTestStore } from '../../test/renderWithProviders'
import { record, seedTransactions, storedJson } from '../../test/fixtures'
import { userSignedIn } from '../auth/authSlice'
import {
  addAccount,
  closeAccount,
  finishReconciliation,
  renameAccount,
  restoreAccounts,
} from './accountThunks'
import { selectAccountChoices, selectAccounts, selectOpenBalances } from './selectors'

const ada = { id: 'u1', name: 'Ada' }
const KEY = 'accounts_u1'

function signedInStore(records: unknown[] = []) {
  seedTransactions(ada.id, records)
  const store = makeTestStore()
  store.dispatch(userSignedIn(ada))
  return store
}

const names = () => (storedJson(KEY) as { name: string }[]).map((account) => account.name)

describe('accounts', () => {
  it('are Main alone, holding every record, until the person adds one', () => {
    const store = signedInStore([record({ userId: ada.id, amount: '12.50' })])
    expect(selectOpenBalances(store.getState())).toEqual([
      { account: expect.objectContaining({ id: 'main', name: 'Main' }), balanceCents: -12_50 },
    ])
    expect(selectAccountChoices(store.getState())).toMatchObject({ named: false, lastUsed: 'main' })
    expect(storedJson(KEY)).toBeNull()
  })

  it('write Main first when the first one is added, so older records stay in it', () => {
    const store = signedInStore([record({ userId: ada.id, amount: '12.50' })])
    const added = store.dispatch(
      addAccount({ name: ' Visa ', type: 'credit', openingCents: -250_00 }),
    )
    expect(added).toEqual({ ok: true })
    expect(storedJson(KEY)).toEqual([
      {
        id: 'main',
        name: 'Main',
        type: 'checking',
        opening: '0.00',
        updatedAt: expect.any(String),
      },
      {
        id: expect.stringMatching(/^\d{13}$/),
        name: 'Visa',
        type: 'credit',
        opening: '-250.00',
        updatedAt: expect.any(String),
      },
    ])
    expect(selectOpenBalances(store.getState()).map((row) => row.balanceCents)).toEqual([
      -12_50, -250_00,
    ])
    expect(selectAccountChoices(store.getState()).named).toBe(true)
  })

  it('refuse a name another account has, whatever its case, closed ones included', () => {
    const store = signedInStore()
    store.dispatch(addAccount({ name: 'Savings', type: 'savings', openingCents: 0 }))
    expect(store.dispatch(addAccount({ name: 'SAVINGS', type: 'cash', openingCents: 0 }))).toEqual({
      ok: false,
      message: 'An account with this name already exists',
    })
    expect(
      store.dispatch(addAccount({ name: 'main', type: 'cash', openingCents: 0 })),
    ).toMatchObject({
      ok: false,
    })
    expect(names()).toEqual(['Main', 'Savings'])
  })

  it('rename Main for a person who keeps none by writing it, renamed', () => {
    const store = signedInStore()
    expect(store.dispatch(renameAccount('main', 'Checking'))).toEqual({ ok: true })
    expect(names()).toEqual(['Checking'])
    expect(selectAccounts(store.getState()).map((account) => account.id)).toEqual(['main'])
  })

  it('close, leaving the open ones', () => {
    const store = signedInStore()
    store.dispatch(addAccount({ name: 'Wallet', type: 'cash', openingCents: 0 }))
    const wallet = selectAccounts(store.getState())[1]
    expect(store.dispatch(closeAccount(wallet.id))).toEqual({ ok: true })
    expect(selectOpenBalances(store.getState()).map((row) => row.account.name)).toEqual(['Main'])
    expect(storedJson(KEY)).toEqual([
      expect.objectContaining({ name: 'Main' }),
      expect.objectContaining({ name: 'Wallet', closed: true }),
    ])
  })

  it("reconcile: the account's transactions up to the date are marked, the account remembers it", () => {
    const early = record({ userId: ada.id, date: '2026-03-01' })
    const late = record({ userId: ada.id, date: '2026-03-09' })
    const elsewhere = { ...record({ userId: ada.id, date: '2026-03-01' }), account: 'savings' }
    localStorage.setItem(
      KEY,
      JSON.stringify([
        { id: 'main', name: 'Main', type: 'checking', opening: '0', updatedAt: '' },
        { id: 'savings', name: 'Savings', type: 'savings', opening: '0', updatedAt: '' },
      ]),
    )
    const store = signedInStore([early, late, elsewhere])
    expect(store.dispatch(finishReconciliation('main', '2026-03-05'))).toEqual({ ok: true })
    const marks = (storedJson('transactions_u1') as { reconciled?: true }[]).map(
      (r) => r.reconciled,
    )
    expect(marks).toEqual([true, undefined, undefined])
    expect((storedJson(KEY) as { reconciledTo?: string }[])[0].reconciledTo).toBe('2026-03-05')
  })

  it("restore a backup's accounts the person lacks, by id and by name, Main first", () => {
    const store = signedInStore()
    const backup = [
      { id: '1750000000000', name: 'Savings', type: 'savings', opening: '10.00', updatedAt: '' },
      { id: '1750000000001', name: 'Visa', type: 'credit', opening: '-5.00', updatedAt: '' },
    ]
    expect(store.dispatch(restoreAccounts(backup))).toEqual({
      ok: true,
      changes: expect.any(Array),
    })
    expect(names()).toEqual(['Main', 'Savings', 'Visa'])
    store.dispatch(restoreAccounts([...backup, { ...backup[0], id: '9', name: 'savings' }]))
    expect(names()).toEqual(['Main', 'Savings', 'Visa'])
  })
})
