import { applyOps, inverseOps, type RecordOp, type StoredRecord } from './recordOps'

const identityOf = (value: unknown) => {
  const id = (value as { id?: unknown } | null)?.id
  return typeof id === 'string' ? id : null
}

function apply(stored: unknown[], ops: RecordOp[]) {
  const result = applyOps(stored, ops, identityOf)
  if (!result.ok) throw new Error(`missing ${JSON.stringify(result.missing)}`)
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
    expect(changes).toEqual([
      { type: 'added', record: { id: 'c' }, index: 2, ref: { identity: 'c', copy: 0 } },
    ])
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

  it('numbers the copies of an id added twice in one batch 0 and 1, after a remove too', () => {
    const added = apply(
      [],
      [
        { type: 'add', record: { id: 'x', n: 1 } },
        { type: 'add', record: { id: 'x', n: 2 } },
        { type: 'add', record: { id: 'x', n: 3 } },
      ],
    )
    expect(added.changes.map((change) => change.ref.copy)).toEqual([0, 1, 2])

    const afterRemove = apply(
      [a, { id: 'x', n: 1 }],
      [
        { type: 'remove', ref: { identity: 'a', copy: 0 } },
        { type: 'add', record: { id: 'x', n: 2 } },
        { type: 'remove', ref: { identity: 'x', copy: 1 } },
      ],
    )
    expect(afterRemove.records).toEqual([{ id: 'x', n: 1 }])
  })

  it('patches only the given fields and keeps fields it does not know', () => {
    const { records, changes } = apply(
      [a, b],
      [{ type: 'patch', ref: { identity: 'b', copy: 0 }, fields: { note: 'changed' } }],
    )
    expect(records[1]).toEqual({ id: 'b', note: 'changed', extra: { kept: true } })
    expect(changes[0]).toMatchObject({ type: 'changed', before: b, index: 1 })
  })

  it('tells apart records that share an id by their place', () => {
    const stored = [
      { id: 'x', n: 1 },
      { id: 'y', n: 2 },
      { id: 'x', n: 3 },
    ]
    const patched = apply(stored, [
      { type: 'patch', ref: { identity: 'x', copy: 1 }, fields: { n: 30 } },
    ])
    expect(patched.records).toEqual([
      { id: 'x', n: 1 },
      { id: 'y', n: 2 },
      { id: 'x', n: 30 },
    ])
    const removed = apply(stored, [{ type: 'remove', ref: { identity: 'x', copy: 0 } }])
    expect(removed.records).toEqual([
      { id: 'y', n: 2 },
      { id: 'x', n: 3 },
    ])
  })

  it('treats names of Object.prototype as ordinary ids', () => {
    const stored = [{ id: 'constructor' }, { id: '__proto__' }, { id: 'toString' }]
    const { records } = apply(stored, [
      { type: 'remove', ref: { identity: '__proto__', copy: 0 } },
      { type: 'patch', ref: { identity: 'constructor', copy: 0 }, fields: { seen: true } },
    ])
    expect(records).toEqual([{ id: 'constructor', seen: true }, { id: 'toString' }])
  })

  it('refuses the whole batch when a named record is gone', () => {
    const result = applyOps(
      [a],
      [
        { type: 'add', record: { id: 'c' } },
        { type: 'remove', ref: { identity: 'b', copy: 0 } },
      ],
      identityOf,
    )
    expect(result).toEqual({ ok: false, missing: { identity: 'b', copy: 0 } })
  })

  it('keeps values that are not records where they are', () => {
    const stored = [null, 'junk', a]
    const { records } = apply(stored, [{ type: 'remove', ref: { identity: 'a', copy: 0 } }])
    expect(records).toEqual([null, 'junk'])
  })
})

describe('inverseOps', () => {
  const stored: StoredRecord[] = [
    { id: 'x', n: 1 },
    { id: 'y', n: 2 },
    { id: 'x', n: 3 },
    { id: 'z', n: 4 },
  ]

  it.each<[string, RecordOp[]]>([
    ['a removal, back in its place', [{ type: 'remove', ref: { identity: 'y', copy: 0 } }]],
    ['the removal of a second copy', [{ type: 'remove', ref: { identity: 'x', copy: 1 } }]],
    [
      'an edit',
      [{ type: 'patch', ref: { identity: 'z', copy: 0 }, fields: { n: 40, extra: 'yes' } }],
    ],
    [
      'several adds and removals',
      [
        { type: 'add', record: { id: 'w' } },
        { type: 'remove', ref: { identity: 'x', copy: 0 } },
        { type: 'add', record: { id: 'x', n: 9 } },
        { type: 'remove', ref: { identity: 'z', copy: 0 } },
      ],
    ],
  ])('undoes %s exactly', (_name, ops) => {
    const forward = apply(stored, ops)
    const back = apply(forward.records, inverseOps(forward.changes))
    expect(back.records).toEqual(stored)
  })
})
