import type { StoredRecord } from '../storage/recordOps'
import { transactionIdentity } from '../features/transactions/model'
import { tombstonesOf } from './tombstones'

const AT = '2026-04-06T10:00:00.000Z'
const BORN = '2026-04-05T08:00:00.000Z'
const occurrence = (id: string): StoredRecord => ({
  id,
  createdAt: BORN,
  occurrence: { rule: 'r1', date: '2026-04-05' },
})

/** The tombstone a local removal of `removed` leaves when storage held `before`. */
function stoneOf(removed: StoredRecord, before: StoredRecord[]) {
  const change = { type: 'removed' as const, record: removed, index: 0 }
  return tombstonesOf('transactions', transactionIdentity, [change], 'local', AT, before)[0]
}

describe('the tombstone of a removed record', () => {
  it('names what the record is when no record of that name is left', () => {
    expect(stoneOf(occurrence('1'), [occurrence('1')])).toEqual({
      collection: 'transactions',
      id: '1',
      natural: 'occurrence\u0000r1\u00002026-04-05',
      born: BORN,
      at: AT,
    })
  })

  it('names its id alone when another copy keeps the name: the thing itself is not deleted', () => {
    expect(stoneOf(occurrence('2'), [occurrence('1'), occurrence('2')])).toEqual({
      collection: 'transactions',
      id: '2',
      born: BORN,
      at: AT,
    })
  })
})
