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

  describe("a pair (a transfer's halves)", () => {
    const paired: Identity = {
      ...identity,
      partner: (value) => {
        const { pair, n } = value as { pair?: string; n: number }
        return pair ? { identity: pair, shared: String(n) } : null
      },
    }
    const halves = [
      { id: 'a', pair: 'b', n: 5, createdAt: 'a' },
      { id: 'b', pair: 'a', n: 5, createdAt: 'b' },
    ]
    const undoneWith = (now: StoredRecord[], changes: Parameters<typeof changesStillAsLeft>[0]) =>
      applyOps(now, inverseOps(changesStillAsLeft(changes, now, paired), paired), paired)

    it('is taken back whole: both halves removed together come back together', () => {
      const removal = applyOps(
        halves,
        [
          { type: 'remove', identity: 'a' },
          { type: 'remove', identity: 'b' },
        ],
        paired,
      )
      if (!removal.ok) throw new Error('remove')
      expect(undoneWith(removal.records, removal.changes)).toMatchObject({ records: halves })
    })

    it('is left whole when one half changed since: an added pair stays, not one half of it', () => {
      const added = applyOps(
        [],
        halves.map((record) => ({ type: 'add' as const, record })),
        paired,
      )
      if (!added.ok) throw new Error('add')
      const now = [added.records[0], { ...added.records[1], note: 'edited' }]
      expect(undoneWith(now, added.changes)).toMatchObject({ records: now })
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
