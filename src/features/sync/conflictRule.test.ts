import { resolveConflict, type Leaf } from './conflictRule'

const T1 = '2026-03-01T10:00:00.000Z'
const T2 = '2026-03-01T10:00:05.000Z'
const T3 = '2026-03-02T08:00:00.000Z'

function edit(rev: string, updatedAt: string | undefined, deviceId = 'device-a'): Leaf {
  return { rev, deleted: false, updatedAt, deviceId }
}

function deletion(rev: string, updatedAt: string | undefined, deviceId = 'device-a'): Leaf {
  return { rev, deleted: true, updatedAt, deviceId }
}

describe('resolveConflict', () => {
  it('keeps a single leaf and removes nothing', () => {
    expect(resolveConflict([edit('1-a', T1)])).toEqual({ winner: '1-a', remove: [] })
  })

  it('lets the later of two edits win and removes the other', () => {
    const earlier = edit('2-a', T1, 'device-z')
    const later = edit('2-b', T2, 'device-a')

    expect(resolveConflict([earlier, later])).toEqual({ winner: '2-b', remove: ['2-a'] })
    expect(resolveConflict([later, earlier])).toEqual({ winner: '2-b', remove: ['2-a'] })
  })

  it('lets a later deletion beat an edit: the edit is removed, the document ends deleted', () => {
    expect(resolveConflict([edit('2-a', T1), deletion('2-b', T2)])).toEqual({
      winner: '2-b',
      remove: ['2-a'],
    })
  })

  it('lets a later edit beat a deletion, which needs no removing', () => {
    expect(resolveConflict([deletion('2-a', T1), edit('2-b', T2)])).toEqual({
      winner: '2-b',
      remove: [],
    })
  })

  it('breaks a tie between edits with the greater device id', () => {
    const leaves = [edit('2-a', T1, 'device-b'), edit('2-b', T1, 'device-a')]
    expect(resolveConflict(leaves)).toEqual({ winner: '2-a', remove: ['2-b'] })
  })

  it('between edits of the same time, lets the record whose text sorts later win, whatever the devices', () => {
    // Two devices moved one rule's `next` on without a new time; back, an occurrence deleted
    // since would be added again.
    const rule = (next: string) => JSON.stringify({ id: 'r1', every: 'month', next })
    const ahead = { ...edit('3-a', T1, 'device-a'), content: rule('2026-05-01') }
    const behind = { ...edit('3-b', T1, 'device-z'), content: rule('2026-04-01') }
    expect(resolveConflict([ahead, behind])).toEqual({ winner: '3-a', remove: ['3-b'] })
    expect(resolveConflict([behind, ahead])).toEqual({ winner: '3-a', remove: ['3-b'] })
  })

  it('keeps the edit when an edit and a deletion carry the same time, whatever the devices', () => {
    expect(resolveConflict([deletion('2-a', T1, 'device-z'), edit('2-b', T1, 'device-a')])).toEqual(
      { winner: '2-b', remove: [] },
    )
  })

  it('picks the same leaf on every device even when time and device are equal', () => {
    const leaves = [edit('2-aaa', T1), edit('2-bbb', T1)]
    expect(resolveConflict(leaves).winner).toBe('2-bbb')
    expect(resolveConflict([...leaves].reverse()).winner).toBe('2-bbb')
  })

  it('resolves three leaves, removing every losing edit but no deletion', () => {
    const leaves = [edit('3-a', T1), deletion('3-b', T2), edit('3-c', T3), edit('3-d', T2)]
    expect(resolveConflict(leaves)).toEqual({ winner: '3-c', remove: ['3-a', '3-d'] })
  })

  it('treats a leaf without updatedAt (older data) as older than any stamped one', () => {
    const legacy = { rev: '1-legacy', deleted: false }
    expect(resolveConflict([legacy, edit('1-new', T1)])).toEqual({
      winner: '1-new',
      remove: ['1-legacy'],
    })
  })

  it('treats an unreadable updatedAt like a missing one', () => {
    expect(resolveConflict([edit('2-a', 'yesterday', 'device-z'), edit('2-b', T1)])).toEqual({
      winner: '2-b',
      remove: ['2-a'],
    })
  })

  it('lets a stamped deletion beat the bare deletion left by removing a losing revision', () => {
    const bare = { rev: '4-bare', deleted: true }
    expect(resolveConflict([bare, deletion('3-b', T2), edit('3-c', T1)])).toEqual({
      winner: '3-b',
      remove: ['3-c'],
    })
  })

  describe('an occurrence as a catch-up made it', () => {
    const asMade = (rev: string, updatedAt: string): Leaf => ({
      ...edit(rev, updatedAt),
      yields: true,
    })

    it('gives way to a deletion made earlier by the clocks', () => {
      expect(resolveConflict([asMade('2-a', T3), deletion('2-b', T1)])).toEqual({
        winner: '2-b',
        remove: ['2-a'],
      })
    })

    it('gives way to an edit made earlier by the clocks', () => {
      expect(resolveConflict([asMade('2-a', T3), edit('2-b', T1)]).winner).toBe('2-b')
    })

    it('stands over a deletion that deleted nothing: a losing revision removed, or a move', () => {
      const removed = { ...deletion('3-r', T3), removed: true }
      expect(resolveConflict([asMade('2-a', T1), removed]).winner).toBe('2-a')
    })

    it('stands over a removal an earlier version stamped as the leaf that won', () => {
      const stampedAsWinner = deletion('3-r', T1, 'device-a')
      expect(resolveConflict([asMade('2-a', T1), stampedAsWinner]).winner).toBe('2-a')
    })
  })

  it('refuses a document without leaves', () => {
    expect(() => resolveConflict([])).toThrow('at least one leaf')
  })
})
