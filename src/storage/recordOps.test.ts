import {
  applyOps,
  inverseOps,
  uniqueRecords,
  type Identity,
  type RecordOp,
  type StoredRecord,
} from './recordOps'

const byId: Identity = {
  of: (value) => {
    const id = (value as { id?: unknown } | null)?.id
    return typeof id === 'string' ? id : null
  },
  movable: true,
}

const byCategory: Identity = {
  of: (value) => {
    const category = (value as { category?: unknown } | null)?.category
    return typeof category === 'string' ? category : null
  },
  movable: false,
}

function apply(stored: readonly StoredRecord[], ops: RecordOp[], identity = byId) {
  const result = applyOps(stored, ops, identity)
  if (!result.ok) throw new Error(JSON.stringify(result))
  return result
}

const a = { id: 'a', note: 'first' }
const b = { id: 'b', note: 'second', extra: { kept: true } }

describe('applyOps', () => {
  it('appends a record and leaves the others the very same objects', () => {
    const { records, changes } = apply([a, b], [{ type: 'add', record: { id: 'c' } }])
    expect(records).toEqual([a, b, { id: 'c' }])
    expect(records[0]).toBe(a)
    expect(records[1]).toBe(b)
    expect(changes).toEqual([{ type: 'added', record: { id: 'c' }, index: 2 }])
  })

  it('writes a field set to undefined as no field, added or patched, as JSON would hold it', () => {
    const added = apply(
      [a],
      [{ type: 'add', record: { id: 'c', note: 'new', account: undefined } }],
    )
    expect(Object.keys(added.records[1])).toEqual(['id', 'note'])
    const patched = apply([b], [{ type: 'patch', identity: 'b', fields: { extra: undefined } }])
    expect(Object.keys(patched.records[0])).toEqual(['id', 'note'])
    const [change] = patched.changes
    expect(change.type === 'changed' && Object.keys(change.after)).toEqual(['id', 'note'])
  })

  it('moves a new id on by one millisecond while it is taken', () => {
    const stored = [{ id: '1000' }, { id: '1001' }, { id: '1003' }]
    const { records } = apply(stored, [
      { type: 'add', record: { id: 'x', n: 1 }, newIdFrom: 1000 },
      { type: 'add', record: { id: 'x', n: 2 }, newIdFrom: 1000 },
    ])
    expect(records.slice(3)).toEqual([
      { id: '1002', n: 1 },
      { id: '1004', n: 2 },
    ])
  })

  it('gives a record arriving under a taken id the next free one, never a second record of it', () => {
    const stored = [{ id: '1000', n: 1 }, { id: '1001' }]
    const { records, changes } = apply(stored, [{ type: 'add', record: { id: '1000', n: 2 } }])
    expect(records).toEqual([{ id: '1000', n: 1 }, { id: '1001' }, { id: '1002', n: 2 }])
    expect(changes).toEqual([{ type: 'added', record: { id: '1002', n: 2 }, index: 2 }])
  })

  it('refuses a record arriving under an identity that cannot move', () => {
    const result = applyOps(
      [{ category: 'Food', limit: '10' }],
      [{ type: 'add', record: { category: 'Food', limit: '20' } }],
      byCategory,
    )
    expect(result).toEqual({ ok: false, taken: 'Food' })
  })

  it('patches only the given fields and keeps fields it does not know', () => {
    const { records, changes } = apply(
      [a, b],
      [{ type: 'patch', identity: 'b', fields: { note: 'changed' } }],
    )
    expect(records[1]).toEqual({ id: 'b', note: 'changed', extra: { kept: true } })
    expect(changes[0]).toMatchObject({ type: 'changed', before: b, index: 1 })
  })

  it('replaces a record with another device’s version under another id', () => {
    const { records, changes } = apply(
      [a, b],
      [{ type: 'replace', identity: 'a', record: { id: 'z', note: 'theirs' } }],
    )
    expect(records).toEqual([{ id: 'z', note: 'theirs' }, b])
    expect(changes).toEqual([
      { type: 'changed', before: a, after: { id: 'z', note: 'theirs' }, index: 0 },
    ])
  })

  it('treats names of Object.prototype as ordinary ids', () => {
    const stored = [{ id: 'constructor' }, { id: '__proto__' }, { id: 'toString' }]
    const { records } = apply(stored, [
      { type: 'remove', identity: '__proto__' },
      { type: 'patch', identity: 'constructor', fields: { seen: true } },
    ])
    expect(records).toEqual([{ id: 'constructor', seen: true }, { id: 'toString' }])
  })

  it('refuses the whole batch when a named record is gone', () => {
    const result = applyOps(
      [a],
      [
        { type: 'add', record: { id: 'c' } },
        { type: 'remove', identity: 'b' },
      ],
      byId,
    )
    expect(result).toEqual({ ok: false, missing: 'b' })
  })

  it('keeps values that are not records where they are', () => {
    const stored = [null, 'junk', a] as unknown as StoredRecord[]
    const { records } = apply(stored, [{ type: 'remove', identity: 'a' }])
    expect(records).toEqual([null, 'junk'])
  })
})

describe('uniqueRecords', () => {
  it('gives every later record sharing an id the next free id, the same for every reader', () => {
    const stored = [
      { id: '1000', n: 1 },
      { id: '1001', n: 2 },
      { id: '1000', n: 3 },
      { id: '1000', n: 4 },
    ]
    expect(uniqueRecords(stored, byId)).toEqual({
      records: [
        { id: '1000', n: 1 },
        { id: '1001', n: 2 },
        { id: '1002', n: 3 },
        { id: '1003', n: 4 },
      ],
      left: 0,
    })
  })

  it('leaves the very array when every identity is there once', () => {
    const stored = [a, b]
    expect(uniqueRecords(stored, byId).records).toBe(stored)
  })

  it('leaves out a second record of an identity that cannot move, and says how many', () => {
    const stored = [
      { category: 'Food', limit: '10' },
      { category: 'Food', limit: '20' },
    ]
    expect(uniqueRecords(stored, byCategory)).toEqual({
      records: [{ category: 'Food', limit: '10' }],
      left: 1,
    })
  })
})

describe('inverseOps', () => {
  const stored: StoredRecord[] = [
    { id: 'x', n: 1 },
    { id: 'y', n: 2 },
    { id: 'z', n: 4 },
  ]

  it.each<[string, RecordOp[]]>([
    ['a removal, back in its place', [{ type: 'remove', identity: 'y' }]],
    ['an edit', [{ type: 'patch', identity: 'z', fields: { n: 40, extra: 'yes' } }]],
    [
      'several adds and removals',
      [
        { type: 'add', record: { id: 'w' } },
        { type: 'remove', identity: 'x' },
        { type: 'add', record: { id: 'v', n: 9 } },
        { type: 'remove', identity: 'z' },
      ],
    ],
  ])('undoes %s exactly', (_name, ops) => {
    const forward = apply(stored, ops)
    const back = apply(forward.records, inverseOps(forward.changes, byId))
    expect(back.records).toEqual(stored)
  })
})
