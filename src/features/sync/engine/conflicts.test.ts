import { transactionIdentity } from '../../transactions/model'
import { docId } from '../docs'
import { settleConflict } from './conflicts'
import type { Database, PouchDoc } from './pouchApi'

const T1 = '2026-03-01T10:00:00.000Z'

function rule(rev: string, deviceId: string, next: string): PouchDoc {
  return {
    _id: 'recurring:r1',
    _rev: rev,
    collection: 'recurring',
    record: { id: 'r1', every: 'month', next },
    updatedAt: T1,
    deviceId,
  }
}

it('settles two versions of one time on the record that sorts later, removing the other', async () => {
  const ahead = rule('3-a', 'device-a', '2026-05-01')
  const behind = rule('3-b', 'device-z', '2026-04-01')
  const bulkDocs = jest.fn(async (docs: PouchDoc[]) =>
    docs.map((doc) => ({ ok: true as const, id: doc._id, rev: '4-x' })),
  )
  const db = {
    get: async () => [{ ok: ahead }, { ok: behind }],
    bulkDocs,
  } as unknown as Database

  await expect(settleConflict(db, 'recurring:r1')).resolves.toEqual({ winner: ahead, strays: [] })
  expect(bulkDocs).toHaveBeenCalledWith([expect.objectContaining({ _rev: '3-b', _deleted: true })])
})

describe('a conflict between two records given one id', () => {
  const transaction = (rev: string, createdAt: string, description: string): PouchDoc => ({
    _id: 'transactions:1000',
    _rev: rev,
    collection: 'transactions',
    record: { id: '1000', description, createdAt, updatedAt: createdAt },
    updatedAt: createdAt,
    deviceId: 'device-a',
  })

  it('deletes neither: the one made first keeps the document, the other is left to re-home', async () => {
    const first = transaction('1-a', T1, 'Imported')
    const second = transaction('1-b', '2026-03-02T08:00:00.000Z', 'Typed')
    const bulkDocs = jest.fn()
    const db = { get: async () => [{ ok: second }, { ok: first }], bulkDocs } as unknown as Database

    await expect(settleConflict(db, first._id, () => transactionIdentity)).resolves.toEqual({
      winner: first,
      strays: [second],
    })
    expect(bulkDocs).not.toHaveBeenCalled()
  })
})

it("settles on a deletion of an occurrence over another device's copy made later, as made", async () => {
  const id = docId('transactions', 'occurrence\u0000r1\u00002026-04-05')
  const made = '2026-04-06T11:00:00.000Z'
  const copy: PouchDoc = {
    _id: id,
    _rev: '1-b',
    collection: 'transactions',
    record: {
      id: '1775473200000',
      occurrence: { rule: 'r1', date: '2026-04-05' },
      createdAt: made,
      updatedAt: made,
    },
    updatedAt: made,
    deviceId: 'device-b',
  }
  const deletion: PouchDoc = {
    _id: id,
    _rev: '2-a',
    _deleted: true,
    collection: 'transactions',
    updatedAt: T1,
    deviceId: 'device-a',
    born: '2026-03-01T09:00:00.000Z',
  }
  const bulkDocs = jest.fn(async (docs: PouchDoc[]) =>
    docs.map((doc) => ({ ok: true as const, id: doc._id, rev: '3-x' })),
  )
  const db = { get: async () => [{ ok: copy }, { ok: deletion }], bulkDocs } as unknown as Database

  await expect(settleConflict(db, id, () => transactionIdentity)).resolves.toEqual({
    winner: deletion,
    strays: [],
  })
  expect(bulkDocs).toHaveBeenCalledWith([expect.objectContaining({ _rev: '1-b', _deleted: true })])
})
