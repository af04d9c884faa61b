import { emptyList, listInOrder } from './itemList'
import { applyRecordChanges, reconcileList, type RecordListSpec } from './recordList'

interface Thing {
  id: string
  n: number
}

const spec: RecordListSpec<Thing> = {
  identity: { of: (value) => (value as { id: string }).id, movable: true },
  fromRecord: (value) => {
    const { id, n } = value as { id: string; n: unknown }
    return typeof n === 'number' ? { id, n } : null
  },
  identityOfItem: (thing) => thing.id,
  compare: (a, b) => a.n - b.n,
  same: (a, b) => a.id === b.id && a.n === b.n,
}
const thing = (id: string, n: number): Thing => ({ id, n })

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
  it('adds, changes and removes items in the list order', () => {
    const list = listInOrder([thing('a', 1), thing('b', 2)])
    const next = applyRecordChanges(spec, list, [
      { type: 'added', record: { id: 'c', n: 0 }, index: 2 },
      { type: 'changed', before: { id: 'a', n: 1 }, after: { id: 'a', n: 5 }, index: 0 },
      { type: 'removed', record: { id: 'b', n: 2 }, index: 1 },
    ])
    expect(next).toEqual([thing('c', 0), thing('a', 5)])
    expect(list).toEqual([thing('a', 1), thing('b', 2)])
  })

  it('shows what each record ends as, whatever came between', () => {
    const list = listInOrder([thing('a', 1)])
    const next = applyRecordChanges(spec, list, [
      { type: 'added', record: { id: 'b', n: 2 }, index: 1 },
      { type: 'removed', record: { id: 'b', n: 2 }, index: 1 },
      { type: 'changed', before: { id: 'a', n: 1 }, after: { id: 'z', n: 3 }, index: 0 },
    ])
    expect(next).toEqual([thing('z', 3)])
  })
})
