import { agreedRevisions } from './agreedRevisions'
import { FakeReplica } from './fakeReplica'

const DOC_ID = '_local/agreed-revisions'

it('keeps the revisions with one write a save, reading the document only at the start', async () => {
  const replica = new FakeReplica()
  const db = replica.asDatabase()
  const get = jest.spyOn(db, 'get')
  const agreed = agreedRevisions(db, ['transactions'])
  await agreed.load()

  agreed.agree('transactions', 'a', '1-x')
  await agreed.save()
  agreed.agree('transactions', 'b', '2-y')
  await agreed.save()

  expect(get).toHaveBeenCalledTimes(1)
  const restarted = agreedRevisions(db, ['transactions'])
  await restarted.load()
  expect([...restarted.of('transactions')]).toEqual([
    ['a', '1-x'],
    ['b', '2-y'],
  ])
})

it('keeps them as one text, which PouchDB does not copy field by field', async () => {
  const replica = new FakeReplica()
  const db = replica.asDatabase()
  const agreed = agreedRevisions(db, ['transactions', 'budgets'])
  await agreed.load()
  agreed.agree('transactions', 'a', '1-x')
  agreed.agree('budgets', 'Food', '3-z')
  await agreed.save()

  const doc = replica.localDocs.get(DOC_ID) as Record<string, unknown>
  expect(Object.keys(doc).sort()).toEqual(['_id', '_rev', 'pairs'])
  expect(JSON.parse(doc.pairs as string)).toEqual({
    transactions: [['a', '1-x']],
    budgets: [['Food', '3-z']],
  })
})

it('reads what an earlier version kept, a field per record', async () => {
  const replica = new FakeReplica()
  const db = replica.asDatabase()
  await db.put({ _id: DOC_ID, revs: { transactions: { a: '1-x', b: 7 } } })
  const agreed = agreedRevisions(db, ['transactions'])
  await agreed.load()
  expect([...agreed.of('transactions')]).toEqual([['a', '1-x']])

  agreed.agree('transactions', 'c', '1-w')
  await agreed.save()
  const restarted = agreedRevisions(db, ['transactions'])
  await restarted.load()
  expect(restarted.of('transactions').get('a')).toBe('1-x')
  expect(restarted.of('transactions').get('c')).toBe('1-w')
})

it('knows nothing from a document it cannot read, and keeps saving over it', async () => {
  const replica = new FakeReplica()
  const db = replica.asDatabase()
  await db.put({ _id: DOC_ID, pairs: '{"transactions": [["a"' })
  const agreed = agreedRevisions(db, ['transactions'])
  await agreed.load()
  expect(agreed.of('transactions').size).toBe(0)

  agreed.agree('transactions', 'b', '2-y')
  await agreed.save()
  const restarted = agreedRevisions(db, ['transactions'])
  await restarted.load()
  expect(restarted.of('transactions').get('b')).toBe('2-y')
})

it('writes again over a document written meanwhile by another engine', async () => {
  const replica = new FakeReplica()
  const db = replica.asDatabase()
  const mine = agreedRevisions(db, ['transactions'])
  const other = agreedRevisions(db, ['transactions'])
  await mine.load()
  await other.load()
  other.agree('transactions', 'b', '2-y')
  await other.save()

  mine.agree('transactions', 'a', '1-x')
  await mine.save() // refused: the document moved on
  await mine.save()

  const restarted = agreedRevisions(db, ['transactions'])
  await restarted.load()
  expect(restarted.of('transactions').get('a')).toBe('1-x')
})
