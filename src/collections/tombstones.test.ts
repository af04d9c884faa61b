import type { RecordChange, StoredRecord } from '../storage/recordOps'
import { transactionIdentity } from '../features/transactions/model'
import { tombstonesOf } from './tombstones'

const AT = '2026-04-06T10:00:00.000Z'
const occurrence = (id: string): StoredRecord => ({
  id,
  createdAt: '2026-04-05T08:00:00.000Z',
  occurrence: { rule: 'r1', date: '2026-04-05' },
})
const removal = (record: StoredRecord): RecordChange => ({ type: 'removed', record, index: 0 })

describe('the tombstone of a removed record', () => {
  it('names what the record is when no record of that name is left', () => {
    const [stone] = tombstonesOf(
      'transactions',
      transactionIdentity,
      [removal(occurrence('1'))],
      'local',
      AT,
      [occurrence('1')],
    )
    expect(stone).toEqual({
      collection: 'transactions',
      id: '1',
      natural: 'occurrence\u0000r1\u00002026-04-05',
      born: '2026-04-05T08:00:00.000Z',
      at: AT,
    })
  })

  it('names its id alone when another copy keeps the name: the thing itself is not deleted', () => {
    const [stone] = tombstonesOf(
      'transactions',
      transactionIdentity,
      [removal(occurrence('2'))],
      'local',
      AT,
      [occurrence('1'), occurrence('2')],
    )
    expect(stone).toEqual({
      collection: 'transactions',
      id: '2',
      born: '2026-04-05T08:00:00.000Z',
      at: AT,
    })
  })
})
