import { forgetWritten, lostWrites, noteWritten, RACE_WINDOW_MS } from './lostWrites'
import { applyOps, type RecordOp, type StoredRecord } from './recordOps'

const key = 'things_u1'
const identityOf = (value: unknown) => {
  const id = (value as { id?: unknown } | null)?.id
  return typeof id === 'string' ? id : null
}

/** Writes `ops` on `stored` as this tab would, remembering the write as `name` at time `at`. */
function write(name: string, stored: StoredRecord[], ops: RecordOp[], at = 0): StoredRecord[] {
  const result = applyOps(stored, ops, identityOf)
  if (!result.ok) throw new Error('missing')
  noteWritten(key, { before: stored, changes: result.changes, retry: name }, at)
  return result.records
}

/** The writes found lost once another tab's write left `records` in storage. */
const lost = (records: StoredRecord[], now = 10) =>
  lostWrites<string>(key, records, identityOf, now)

beforeEach(() => forgetWritten())

describe('lostWrites', () => {
  it('finds a save that a racing save in another tab dropped, and only once', () => {
    write('save A', [], [{ type: 'add', record: { id: '', note: 'from A' }, newIdFrom: 1000 }])
    // Tab B saved in the same millisecond without seeing A's record, and wrote last.
    expect(lost([{ id: '1000', note: 'from B' }])).toEqual(['save A'])
    expect(lost([{ id: '1000', note: 'from B' }], 20)).toEqual([])
  })

  it('finds each of several writes that one stale write dropped, oldest first', () => {
    const first = write('first', [], [{ type: 'add', record: { id: 'a' } }])
    write('second', first, [{ type: 'add', record: { id: 'b' } }])
    expect(lost([{ id: 'c' }])).toEqual(['first', 'second'])
  })

  it('leaves a record another tab deleted on purpose deleted', () => {
    write('save', [{ id: 'x' }], [{ type: 'add', record: { id: '', n: 1 }, newIdFrom: 5 }])
    // Storage holds exactly what the write started from: the new record was taken out again.
    expect(lost([{ id: 'x' }])).toEqual([])
  })

  it('forgets a write once another tab has written on top of it', () => {
    write('save', [], [{ type: 'add', record: { id: '', n: 1 }, newIdFrom: 5 }])
    expect(lost([{ id: '5', n: 1 }, { id: 'b' }])).toEqual([])
    // That tab then deletes the record: its choice, not a race.
    expect(lost([{ id: 'b' }], 20)).toEqual([])
  })

  it('takes a later edit of the record (by updatedAt) for a tab that saw the write', () => {
    const mine = { id: '', updatedAt: '2026-03-01T10:00:00.000Z' }
    write('save', [], [{ type: 'add', record: mine, newIdFrom: 5 }])
    expect(lost([{ id: '5', note: 'edited', updatedAt: '2026-03-01T10:00:01.000Z' }])).toEqual([])
  })

  it('finds a change lost when storage holds the version it replaced beside a racing change', () => {
    const before = [{ id: 'a', note: 'old', updatedAt: '1' }]
    const patch: RecordOp = {
      type: 'patch',
      ref: { identity: 'a', copy: 0 },
      fields: { note: 'mine', updatedAt: '2' },
    }
    write('edit', before, [patch])
    expect(lost([...before, { id: 'b' }])).toEqual(['edit'])
  })

  it('finds a removal lost when the removed record is back beside a racing change', () => {
    const stored = [
      { id: 'a', n: 1 },
      { id: 'a', n: 2 },
    ]
    write('delete', stored, [{ type: 'remove', ref: { identity: 'a', copy: 1 } }])
    expect(
      lost([
        { id: 'a', n: 1 },
        { id: 'c', n: 3 },
      ]),
    ).toEqual([])
    write('delete', stored, [{ type: 'remove', ref: { identity: 'a', copy: 1 } }])
    expect(lost([...stored, { id: 'c', n: 3 }])).toEqual(['delete'])
  })

  it('forgets what it wrote once the race window has passed', () => {
    write('save', [], [{ type: 'add', record: { id: '', n: 1 }, newIdFrom: 7 }], 0)
    expect(lost([{ id: 'b' }], RACE_WINDOW_MS + 1)).toEqual([])
  })
})
