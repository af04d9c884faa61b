import { emptyList, listInOrder } from './itemList'
import { applyRecordChanges, reconcileList, type RecordListSpec } from './recordList'

interface Thing {
  id: string
  n: number
  copy: number
}

const spec: RecordListSpec<Thing> = {
  identityOf: (value) => (value as { id: string }).id,
  fromRecord: (value, copy) => {
    const { id, n } = value as { id: string; n: unknown }
    return typeof n === 'number' ? { id, n, copy } : null
  },
  identityOfItem: (thing) => thing.id,
  compare: (a, b) => a.n - b.n || a.copy - b.copy,
  same: (a, b) => a.id === b.id && a.n === b.n && a.copy === b.copy,
}
const thing = (id: string, n: number, copy = 0): Thing => ({ id, n, copy })

describe('reconciling a reload with the list held', () => {
  it('keeps the very list when storage holds what it shows', () => {
    const list = listInOrder([thing('a', 1), thing('b', 2)])
    expect(reconcileList(spec, list, listInOrder([thing('a', 1), thing('b', 2)]))).toBe(list)
  })

  it('keeps the objects of unchanged items and takes the changed and new ones', () => {
    const list = listInOrder([thing('a', 1), thing('b', 2)])
    const next = reconcileList(
      spec,
      list,
      listInOrder([thing('a', 1), thing('c', 2), thing('b', 3)]),
    )
    expect(next).toEqual([thing('a', 1), thing('c', 2), thing('b', 3)])
    expect(next[0]).toBe(list[0])
    expect(next).not.toBe(list)
  })

  it('takes the reload whole when nothing was held, and a new list when one item left', () => {
    const loaded = listInOrder([thing('a', 1)])
    expect(reconcileList(spec, emptyList<Thing>(), loaded)).toBe(loaded)
    const list = listInOrder([thing('a', 1), thing('b', 2)])
    expect(reconcileList(spec, list, listInOrder([thing('a', 1)]))).toEqual([thing('a', 1)])
  })
})

describe('applying what a write stored', () => {
  const ref = (identity: string, copy = 0) => ({ identity, copy })

  it('adds, changes and removes items in the list order', () => {
    const list = listInOrder([thing('a', 1), thing('b', 2)])
    const next = applyRecordChanges(spec, list, [
      { type: 'added', record: { id: 'c', n: 0 }, ref: ref('c'), index: 2 },
      {
        type: 'changed',
        before: { id: 'a', n: 1 },
        after: { id: 'a', n: 5 },
        ref: ref('a'),
        index: 0,
      },
      { type: 'removed', record: { id: 'b', n: 2 }, ref: ref('b'), index: 1, copiesLeft: 0 },
    ])
    expect(next).toEqual([thing('c', 0), thing('a', 5)])
    expect(list).toEqual([thing('a', 1), thing('b', 2)])
  })

  it('renumbers the copies of an identity stored twice as one is added before or removed', () => {
    const twice = listInOrder([thing('x', 1), thing('x', 2, 1)])
    const added = applyRecordChanges(spec, twice, [
      { type: 'added', record: { id: 'x', n: 9 }, ref: ref('x'), index: 0 },
    ])
    expect(added).toEqual([thing('x', 1, 1), thing('x', 2, 2), thing('x', 9)])
    const removed = applyRecordChanges(spec, twice, [
      { type: 'removed', record: { id: 'x', n: 1 }, ref: ref('x'), index: 0, copiesLeft: 1 },
    ])
    expect(removed).toEqual([thing('x', 2)])
    const thrice = listInOrder([thing('x', 1), thing('x', 2, 1), thing('x', 3, 2)])
    const middleRemoved = applyRecordChanges(spec, thrice, [
      { type: 'removed', record: { id: 'x', n: 2 }, ref: ref('x', 1), index: 1, copiesLeft: 2 },
    ])
    expect(middleRemoved).toEqual([thing('x', 1), thing('x', 3, 1)])
  })
})
