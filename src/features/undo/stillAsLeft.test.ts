import { applyOps, inverseOps, type RecordOp, type StoredRecord } from '../../storage/recordOps'
import { changesStillAsLeft } from './stillAsLeft'

const identityOf = (value: unknown) => (value as { id: string }).id

function apply(stored: readonly StoredRecord[], ops: RecordOp[]) {
  const result = applyOps(stored, ops, identityOf)
  if (!result.ok) throw new Error(`missing ${JSON.stringify(result.missing)}`)
  return result
}

/** What storage holds after an Undo of `changes` on `now`. */
const undone = (now: StoredRecord[], changes: Parameters<typeof changesStillAsLeft>[0]) =>
  apply(now, inverseOps(changesStillAsLeft(changes, now, identityOf))).records

describe('changesStillAsLeft', () => {
  const stored = [
    { id: 'a', n: 1 },
    { id: 'b', n: 2 },
  ]
  const edit = apply(stored, [{ type: 'patch', ref: { identity: 'b', copy: 0 }, fields: { n: 3 } }])

  it('takes back an edit of a record still as the edit left it', () => {
    expect(undone(edit.records, edit.changes)).toEqual(stored)
  })

  it('leaves a record edited again elsewhere since as it now is', () => {
    const now = [stored[0], { id: 'b', n: 4 }]
    expect(undone(now, edit.changes)).toEqual(now)
  })

  describe('a removal', () => {
    const twice = [
      { id: 'x', n: 1 },
      { id: 'y', n: 2 },
      { id: 'x', n: 3 },
    ]

    it('is taken back when nothing brought the record back', () => {
      const removal = apply(twice, [{ type: 'remove', ref: { identity: 'y', copy: 0 } }])
      expect(undone(removal.records, removal.changes)).toEqual(twice)
    })

    it('is left when the record came back since, even edited, so its id is not doubled', () => {
      const removal = apply(twice, [{ type: 'remove', ref: { identity: 'y', copy: 0 } }])
      const now = [...removal.records, { id: 'y', n: 20 }]
      expect(undone(now, removal.changes)).toEqual(now)
    })

    it('is taken back for either of two records older data holds under one id', () => {
      for (const copy of [0, 1]) {
        const removal = apply(twice, [{ type: 'remove', ref: { identity: 'x', copy } }])
        expect(undone(removal.records, removal.changes)).toEqual(twice)
      }
    })

    it('is left when the removed one of two copies came back since', () => {
      const removal = apply(twice, [{ type: 'remove', ref: { identity: 'x', copy: 1 } }])
      expect(undone(twice, removal.changes)).toEqual(twice)
    })
  })
})
