import { categoryKey } from '../categories/model'
import { docId, fromDoc, toDoc, toTombstone, type StoredRecord } from './docs'

const UPDATED = '2026-03-01T10:00:00.000Z'
const DEVICE = 'device-a'

const transaction: StoredRecord = {
  id: '1700000000000',
  amount: '12.50',
  type: 'expense',
  category: 'Food',
  date: '2026-03-01',
  description: 'Lunch',
  userId: '1690000000000',
  createdAt: '2026-03-01T09:00:00.000Z',
}

describe('docId', () => {
  it('joins the collection and the URI-encoded identity', () => {
    expect(docId('transactions', '1700000000000')).toBe('transactions:1700000000000')
    expect(docId('budgets', 'Food & Drink/Out')).toBe('budgets:Food%20%26%20Drink%2FOut')
    expect(docId('budgets', 'Café')).toBe('budgets:Caf%C3%A9')
  })
})

describe('toDoc', () => {
  it('nests the record without userId under a deterministic id, with time and device', () => {
    const { userId, ...withoutUser } = transaction
    expect(userId).toBeDefined()

    expect(toDoc('transactions', transaction, DEVICE, UPDATED)).toEqual({
      _id: 'transactions:1700000000000',
      collection: 'transactions',
      record: withoutUser,
      updatedAt: UPDATED,
      deviceId: DEVICE,
    })
  })

  it('identifies a budget by its category and a recurring rule by its id', () => {
    const budget = { category: 'Food', limit: '300.00', userId: 'u1' }
    const rule = { id: 'r-1', every: 'month', userId: 'u1' }

    expect(toDoc('budgets', budget, DEVICE, UPDATED)._id).toBe('budgets:Food')
    expect(toDoc('recurring', rule, DEVICE, UPDATED)._id).toBe('recurring:r-1')
  })

  it('keeps unknown fields and fields whose names start with an underscore', () => {
    const record = { ...transaction, tags: ['work'], _note: 'kept', _id: 'not the doc id' }

    const doc = toDoc('transactions', record, DEVICE, UPDATED)

    expect(doc._id).toBe('transactions:1700000000000')
    expect(doc.record).toMatchObject({ tags: ['work'], _note: 'kept', _id: 'not the doc id' })
  })

  it('does not change the record it is given', () => {
    const record = { ...transaction }
    toDoc('transactions', record, DEVICE, UPDATED)
    expect(record).toEqual(transaction)
  })

  it('refuses a record without its identity field', () => {
    expect(() => toDoc('budgets', { limit: '300.00' }, DEVICE, UPDATED)).toThrow(
      'a budgets record needs a string category',
    )
  })
})

describe('toTombstone', () => {
  it('marks the deletion with time and device under the same id', () => {
    expect(toTombstone('budgets', 'Food & Drink', DEVICE, UPDATED)).toEqual({
      _id: 'budgets:Food%20%26%20Drink',
      _deleted: true,
      collection: 'budgets',
      updatedAt: UPDATED,
      deviceId: DEVICE,
    })
  })
})

describe('fromDoc', () => {
  it('reads back what toDoc wrote, with identity and record (no userId)', () => {
    const record: StoredRecord = { ...transaction, _note: 'kept' }
    const doc = { ...toDoc('transactions', record, DEVICE, UPDATED), _rev: '1-abc' }
    const { userId, ...withoutUser } = record
    expect(userId).toBeDefined()

    expect(fromDoc(doc)).toEqual({
      collection: 'transactions',
      identity: '1700000000000',
      record: withoutUser,
    })
  })

  it('reads identities that needed encoding', () => {
    const doc = toDoc('budgets', { category: 'Food & Drink/Out', limit: '5' }, DEVICE, UPDATED)
    expect(fromDoc(doc)).toMatchObject({ collection: 'budgets', identity: 'Food & Drink/Out' })
  })

  it('reads a tombstone as a deletion', () => {
    expect(fromDoc({ ...toTombstone('recurring', 'r-1', DEVICE, UPDATED), _rev: '2-x' })).toEqual({
      collection: 'recurring',
      identity: 'r-1',
      record: null,
    })
  })

  it('reads a bare deletion (as left by removing a conflict) from its id', () => {
    expect(fromDoc({ _id: 'budgets:Food%20%26%20Drink', _rev: '3-y', _deleted: true })).toEqual({
      collection: 'budgets',
      identity: 'Food & Drink',
      record: null,
    })
  })

  it('never takes a userId from the server', () => {
    const doc = {
      _id: 'transactions:1',
      collection: 'transactions',
      record: { id: '1', userId: 'someone-else' },
      updatedAt: UPDATED,
      deviceId: DEVICE,
    }
    expect(fromDoc(doc)?.record).toEqual({ id: '1' })
  })

  it.each([
    ['nothing', undefined],
    ['a string', 'transactions:1'],
    ['a design document', { _id: '_design/app', views: {} }],
    ['an unknown collection', { _id: 'notes:1', collection: 'notes', record: { id: '1' } }],
    [
      'an id of another collection',
      { _id: 'budgets:1', collection: 'transactions', record: { id: '1' } },
    ],
    ['an id without identity', { _id: 'transactions:', collection: 'transactions', record: {} }],
    ['a deletion of an unknown collection', { _id: 'notes:1', _deleted: true }],
    ['an id without collection', { _id: '1700000000000', _deleted: true }],
    [
      'a badly encoded id',
      { _id: 'budgets:%E0%A4%A', collection: 'budgets', record: { category: '%E0%A4%A' } },
    ],
    [
      'an identity encoded another way',
      { _id: 'budgets:Food%2bDrink', collection: 'budgets', record: { category: 'Food+Drink' } },
    ],
    ['no record', { _id: 'transactions:1', collection: 'transactions' }],
    ['an array as record', { _id: 'transactions:1', collection: 'transactions', record: ['1'] }],
    [
      'a record of another identity',
      { _id: 'transactions:1', collection: 'transactions', record: { id: '2' } },
    ],
    [
      'a prototype name as collection',
      { _id: 'toString:1', collection: 'toString', record: { id: '1' } },
    ],
  ])('ignores %s', (_what, doc) => {
    expect(fromDoc(doc)).toBeNull()
  })
})

describe('a category and a rule', () => {
  it('name a category by its type and name, as the categories feature does', () => {
    const record = { name: 'Misc', type: 'income', updatedAt: UPDATED }
    const doc = toDoc('categories', record, DEVICE, UPDATED)
    expect(doc._id).toBe(docId('categories', categoryKey(record) as string))
    expect(fromDoc({ ...doc, _rev: '1-a' })).toEqual({
      collection: 'categories',
      identity: 'income:Misc',
      record,
    })
  })

  it('name a rule by its id', () => {
    const rule = { id: '17', contains: 'tesco', category: 'Food', updatedAt: UPDATED }
    expect(toDoc('rules', rule, DEVICE, UPDATED)._id).toBe('rules:17')
  })
})
