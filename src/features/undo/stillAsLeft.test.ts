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
})
