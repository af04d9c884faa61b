import {
  applyOps,
  inverseOps,
  type Identity,
  type RecordOp,
  type StoredRecord,
} from '../../storage/recordOps'
import { changesStillAsLeft } from './stillAsLeft'

const identity: Identity = { of: (value) => (value as { id: string }).id, movable: true }

function apply(stored: readonly StoredRecord[], ops: RecordOp[]) {
  const result = applyOps(stored, ops, identity)
  if (!result.ok) throw new Error(JSON.stringify(result))
  return result
}

/** What storage holds after an Undo of `changes` on `now`. */
const undone = (now: StoredRecord[], changes: Parameters<typeof changesStillAsLeft>[0]) =>
  apply(now, inverseOps(changesStillAsLeft(changes, now, identity), identity)).records

describe('changesStillAsLeft', () => {
  const stored = [
    { id: '1', n: 1, createdAt: 'one' },
    { id: '2', n: 2, createdAt: 'two' },
  ]
  const edit = apply(stored, [{ type: 'patch', identity: '2', fields: { n: 3 } }])

  it('takes back an edit of a record still as the edit left it', () => {
    expect(undone(edit.records, edit.changes)).toEqual(stored)
  })

  it('leaves a record edited again elsewhere since as it now is', () => {
    const now = [stored[0], { ...stored[1], n: 4 }]
    expect(undone(now, edit.changes)).toEqual(now)
  })

  describe('a removal', () => {
    const removal = apply(stored, [{ type: 'remove', identity: '2' }])

    it('is taken back when nothing brought the record back', () => {
      expect(undone(removal.records, removal.changes)).toEqual(stored)
    })

    it('is left when the record came back since, even edited, so it is not doubled', () => {
      const now = [...removal.records, { ...stored[1], n: 20 }]
      expect(undone(now, removal.changes)).toEqual(now)
    })

    it('brings the record back under the next free id when another record took its id', () => {
      const taker = { id: '2', n: 9, createdAt: 'later' }
      const now = [...removal.records, taker]
      expect(undone(now, removal.changes)).toEqual([stored[0], { ...stored[1], id: '3' }, taker])
    })
  })
})

describe('a write that changed a record twice', () => {
  const seed = [
    { id: '1', n: 1 },
    { id: '2', n: 2 },
  ]
  // Written whole, then one record renamed away, in one write.
  const both = apply(
    [],
    [
      ...seed.map((record): RecordOp => ({ type: 'add', record })),
      { type: 'remove', identity: '1' },
      { type: 'add', record: { id: '3', n: 1 } },
    ],
  )

  it('is taken back whole: the record added and removed again leaves nothing behind', () => {
    expect(both.records).toEqual([seed[1], { id: '3', n: 1 }])
    expect(undone(both.records, both.changes)).toEqual([])
  })

  it('keeps such a record when another tab brought it back meanwhile', () => {
    const now = [...both.records, { id: '1', n: 5 }]
    expect(undone(now, both.changes)).toEqual([{ id: '1', n: 5 }])
  })
})
