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
  expect(replica.localDocs.get(DOC_ID)).toMatchObject({
    revs: { transactions: { a: '1-x', b: '2-y' } },
  })
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

  expect(replica.localDocs.get(DOC_ID)).toMatchObject({ revs: { transactions: { a: '1-x' } } })
  const restarted = agreedRevisions(db, ['transactions'])
  await restarted.load()
  expect(restarted.of('transactions').get('a')).toBe('1-x')
})
