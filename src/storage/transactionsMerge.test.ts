import { fromRecord, toRecord, type Transaction } from '../features/transactions/model'
import { record } from '../test/fixtures'
import { applyChanges, type SyncedList } from './transactionsMerge'

const owner = 'u1'

function asTransaction(value: unknown): Transaction {
  const transaction = fromRecord(value, owner)
  if (!transaction) throw new Error('fixture is not a transaction')
  return transaction
}

function listOf(transactions: Transaction[]) {
  return {
    ownerId: owner,
    ids: transactions.map((t) => t.id),
    entities: Object.fromEntries(transactions.map((t) => [t.id, t])),
  }
}

describe('applyChanges', () => {
  const a = record({ userId: owner, description: 'a' })
  const b = record({ userId: owner, description: 'b' })
  const synced: SyncedList = listOf([asTransaction(a), asTransaction(b)])

  it('writes nothing when this tab changed nothing', () => {
    expect(
      applyChanges([a, b], synced, listOf(Object.values(synced.entities) as Transaction[])),
    ).toBeNull()
  })

  it('appends an added record after what another tab added meanwhile', () => {
    const theirs = record({ userId: owner, description: 'theirs' })
    const ours = asTransaction(record({ userId: owner, description: 'ours', amount: '1.50' }))
    const next = applyChanges(
      [a, b, theirs],
      synced,
      listOf([...(Object.values(synced.entities) as Transaction[]), ours]),
    )
    expect(next).toEqual([a, b, theirs, toRecord(ours)])
  })

  it('edits in place and keeps fields it does not know', () => {
    const legacy = { ...a, note: 'kept' }
    const edited = { ...asTransaction(a), amountCents: 999 }
    const next = applyChanges([legacy, b], synced, listOf([edited, asTransaction(b)]))
    expect(next).toEqual([{ ...legacy, amount: '9.99' }, b])
  })

  it('deletes only what this tab deleted, keeping unreadable records untouched', () => {
    const unreadable = { id: 'x', amount: 'n/a' }
    const next = applyChanges([a, unreadable, b], synced, listOf([asTransaction(b)]))
    expect(next).toEqual([unreadable, b])
  })

  it('does not rewrite a record whose stored form differs only in notation', () => {
    const legacyNumber = { ...a, amount: 10 }
    const reloaded = listOf([asTransaction(legacyNumber), asTransaction(b)])
    expect(applyChanges([legacyNumber, b], synced, reloaded)).toBeNull()
  })
})
