import { forgetWritten, noteWritten, RACE_WINDOW_MS, redoLostWrites } from './lostWrites'
import { applyOps, type RecordChange, type RecordOp, type StoredRecord } from './recordOps'

const key = 'things_u1'
const identityOf = (value: unknown) => {
  const id = (value as { id?: unknown } | null)?.id
  return typeof id === 'string' ? id : null
}

/** Writes `ops` on `stored` as this tab would, remembering the changes at time `at`. */
function written(stored: StoredRecord[], ops: RecordOp[], at = 0): StoredRecord[] {
  const result = applyOps(stored, ops, identityOf)
  if (!result.ok) throw new Error('missing')
  noteWritten(key, result.changes, at)
  return result.records
}

/** What this tab writes again on top of `records`, another tab's value, at time `now`. */
function redone(records: StoredRecord[], now = 10): StoredRecord[] {
  const redo = redoLostWrites(key, records, identityOf, now)
  const result = applyOps(records, redo.ops, identityOf)
  if (!result.ok) throw new Error('missing')
  redo.written()
  noteWritten(key, result.changes as RecordChange[], now)
  return result.records
}

beforeEach(() => forgetWritten())

describe('redoLostWrites', () => {
  it('gives a new record that lost a same-millisecond race the next free id', () => {
    written([], [{ type: 'add', record: { id: '', note: 'from A' }, newIdFrom: 1000 }])
    // Tab B saved in the same millisecond without seeing A's record, and wrote last.
    const afterB = [{ id: '1000', note: 'from B' }]
    expect(redone(afterB)).toEqual([
      { id: '1000', note: 'from B' },
      { id: '1001', note: 'from A' },
    ])
    // Told again about B's record, the tab does not add its own a third time.
    expect(redone([...redone(afterB)], 20)).toHaveLength(2)
  })

  it('keeps a record that is still stored, or that another tab has edited since', () => {
    written([], [{ type: 'add', record: { id: '', updatedAt: '2026-01-01' }, newIdFrom: 5 }])
    expect(redoLostWrites(key, [{ id: '5', updatedAt: '2026-01-01' }], identityOf, 1).ops).toEqual(
      [],
    )
    expect(redoLostWrites(key, [{ id: '5', updatedAt: '2026-01-02' }], identityOf, 1).ops).toEqual(
      [],
    )
  })

  it('lets a record whose identity was not minted (a budget category) yield to the stored one', () => {
    written([], [{ type: 'add', record: { id: 'Food', limit: 1 } }])
    expect(redone([{ id: 'Food', limit: 2 }])).toEqual([{ id: 'Food', limit: 2 }])
    expect(redone([])).toEqual([{ id: 'Food', limit: 1 }])
  })

  it('changes again a record that still holds the version it replaced, not a later edit', () => {
    const before = [{ id: 'a', note: 'old' }]
    written(before, [{ type: 'patch', ref: { identity: 'a', copy: 0 }, fields: { note: 'mine' } }])
    expect(redone([{ id: 'a', note: 'theirs' }])).toEqual([{ id: 'a', note: 'theirs' }])
    expect(redone([{ id: 'a', note: 'old' }, { id: 'b' }])).toEqual([
      { id: 'a', note: 'mine' },
      { id: 'b' },
    ])
  })

  it('removes again exactly the record it removed, not a copy sharing its id', () => {
    const stored = [{ id: 'a', n: 1 }, { id: 'a', n: 2 }]
    written(stored, [{ type: 'remove', ref: { identity: 'a', copy: 1 } }])
    expect(redone([...stored, { id: 'c', n: 3 }])).toEqual([
      { id: 'a', n: 1 },
      { id: 'c', n: 3 },
    ])
  })

  it('forgets what it wrote once the race window has passed', () => {
    written([], [{ type: 'add', record: { id: '', n: 1 }, newIdFrom: 7 }], 0)
    expect(redoLostWrites(key, [], identityOf, RACE_WINDOW_MS + 1).ops).toEqual([])
  })
})
