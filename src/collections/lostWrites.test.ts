import { forgetWritten, lostWrites, noteWritten, RACE_WINDOW_MS } from './lostWrites'
import { applyOps, type RecordOp, type StoredRecord } from '../storage/recordOps'

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

  describe('with two writes of this tab', () => {
    const r = { id: 'r', note: 'old', updatedAt: '1' }
    const x = { id: 'x' }

    it('keeps a record deleted that this tab added and then deleted', () => {
      const added = write('add x', [], [{ type: 'add', record: x }])
      write('delete x', added, [{ type: 'remove', ref: { identity: 'x', copy: 0 } }])
      expect(lost([{ id: 'b' }])).toEqual([])
    })

    it('keeps a record back that this tab deleted and then put back', () => {
      const removed = write('delete x', [x], [{ type: 'remove', ref: { identity: 'x', copy: 0 } }])
      write('undo', removed, [{ type: 'insert', record: x, index: 0 }])
      expect(lost([x, { id: 'b' }])).toEqual([])
    })

    it('takes the first as seen when the other tab kept the second, made on top of it', () => {
      const one = write('add x', [], [{ type: 'add', record: x }])
      write('add y', one, [{ type: 'add', record: { id: 'y' } }])
      expect(lost([{ id: 'y' }])).toEqual([])
    })

    it("saves again the first when the second was made on the other tab's list", () => {
      write('add x', [], [{ type: 'add', record: x }])
      write('add y', [{ id: 'b' }], [{ type: 'add', record: { id: 'y' } }])
      expect(lost([{ id: 'b' }, { id: 'y' }])).toEqual(['add x'])
    })

    it('leaves the first taken back when the second started from what the first did', () => {
      write('add x', [], [{ type: 'add', record: x }])
      // The other tab deleted x, and its list landed here before this tab's second save.
      write('add y', [], [{ type: 'add', record: { id: 'y' } }])
      expect(lost([{ id: 'y' }])).toEqual([])
    })

    it('saves again the first when the second is there only as a removal or a newer edit', () => {
      const patch: RecordOp = {
        type: 'patch',
        ref: { identity: 'r', copy: 0 },
        fields: { note: 'mine', updatedAt: '2' },
      }
      const one = write('add x', [r], [{ type: 'add', record: x }])
      write('edit r', one, [patch])
      // The other tab, having seen neither, edited r later.
      expect(lost([{ ...r, note: 'theirs', updatedAt: '3' }])).toEqual(['add x'])

      const two = write('add x', [r], [{ type: 'add', record: x }])
      write('delete r', two, [{ type: 'remove', ref: { identity: 'r', copy: 0 } }])
      // The other tab, having seen neither, deleted r too.
      expect(lost([])).toEqual(['add x'])
    })
  })

  describe('with an edit', () => {
    const r = { id: 'r', note: 'old', updatedAt: '1' }
    const edit: RecordOp = {
      type: 'patch',
      ref: { identity: 'r', copy: 0 },
      fields: { note: 'mine', updatedAt: '2' },
    }

    it('leaves deleted a record the other tab deleted after this tab edited it', () => {
      write('edit r', [r], [edit])
      expect(lost([{ id: 'b' }])).toEqual([])
    })

    it('finds an Undo of an edit lost, though what it replaced is the newer version', () => {
      const edited = write('edit r', [r], [edit])
      write('undo', edited, [{ type: 'replace', ref: { identity: 'r', copy: 0 }, record: r }])
      // The other tab wrote on top of the edit, not having seen the Undo.
      expect(lost([...edited, { id: 'b' }])).toEqual(['undo'])
    })

    it('edits again a record this tab added when the other tab saw neither', () => {
      const added = write('add y', [], [{ type: 'add', record: { id: 'y', updatedAt: '1' } }])
      write('edit y', added, [{ ...edit, ref: { identity: 'y', copy: 0 } }])
      expect(lost([{ id: 'b' }])).toEqual(['add y', 'edit y'])
    })

    it('leaves deleted a record this tab added and edited, which the other tab saw and deleted', () => {
      const added = write('add y', [r], [{ type: 'add', record: { id: 'y', updatedAt: '1' } }])
      write('edit y', added, [{ ...edit, ref: { identity: 'y', copy: 0 } }])
      expect(lost([r])).toEqual([])
    })
  })

  it('forgets what it wrote once the race window has passed', () => {
    write('save', [], [{ type: 'add', record: { id: '', n: 1 }, newIdFrom: 7 }], 0)
    expect(lost([{ id: 'b' }], RACE_WINDOW_MS + 1)).toEqual([])
  })
})
