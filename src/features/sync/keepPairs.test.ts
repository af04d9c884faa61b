import type { Identity, RecordOp, StoredRecord } from '../../storage/recordOps'
import { keepPairsTogether } from './keepPairs'
import type { Reconciled } from './reconcile'

const identity: Identity = {
  of: (value) => (value as { id: string }).id,
  movable: true,
  partner: (value) => {
    const { pair, amount } = value as { pair?: string; amount?: string }
    return pair ? { identity: pair, shared: amount ?? '' } : null
  },
}
const out = { id: 'a', pair: 'b', amount: '5' }
const into = { id: 'b', pair: 'a', amount: '5' }
const other = { id: 'x', amount: '1' }

function reconciled(storageOps: RecordOp[], agreed: string[]): Reconciled {
  return { storageOps, pushes: [], settled: [], agreed }
}

const kept = (local: StoredRecord[], ops: RecordOp[], agreed: string[]) =>
  keepPairsTogether(reconciled(ops, agreed), local, identity)

describe('keepPairsTogether', () => {
  it('holds back a half that arrives alone, and leaves it undecided, while the rest goes on', () => {
    const result = kept(
      [],
      [
        { type: 'add', record: out },
        { type: 'add', record: other },
      ],
      ['a', 'x'],
    )
    expect(result.storageOps).toEqual([{ type: 'add', record: other }])
    expect(result.agreed).toEqual(['x'])
  })

  it('takes both halves once both have arrived', () => {
    const ops: RecordOp[] = [
      { type: 'add', record: out },
      { type: 'add', record: into },
    ]
    expect(kept([], ops, ['a', 'b']).storageOps).toEqual(ops)
  })

  it('holds back the deletion of one half while the other is still there', () => {
    const result = kept([out, into], [{ type: 'remove', identity: 'a' }], ['a'])
    expect(result.storageOps).toEqual([])
    expect(result.agreed).toEqual([])
    const both: RecordOp[] = [
      { type: 'remove', identity: 'a' },
      { type: 'remove', identity: 'b' },
    ]
    expect(kept([out, into], both, ['a', 'b']).storageOps).toEqual(both)
  })

  it('holds back an edit of one half until the other half has changed the same way', () => {
    const edited = { ...out, amount: '6' }
    expect(
      kept([out, into], [{ type: 'replace', identity: 'a', record: edited }], ['a']).storageOps,
    ).toEqual([])
    const both: RecordOp[] = [
      { type: 'replace', identity: 'a', record: edited },
      { type: 'replace', identity: 'b', record: { ...into, amount: '6' } },
    ]
    expect(kept([out, into], both, ['a', 'b']).storageOps).toEqual(both)
  })

  it('leaves a collection without pairs as it is', () => {
    const plain: Identity = { of: identity.of, movable: true }
    const result = reconciled([{ type: 'add', record: out }], ['a'])
    expect(keepPairsTogether(result, [], plain)).toBe(result)
  })
})
