import { emptyList, withChanges } from './itemList'

interface Item {
  key: string
  rank: number
}
const order = {
  keyOf: (item: Item) => item.key,
  compare: (a: Item, b: Item) => a.rank - b.rank,
}
const item = (key: string, rank: number): Item => ({ key, rank })
const listOf = (items: Item[]) => withChanges(emptyList<Item>(), { put: items }, order)

describe('item list', () => {
  it('keeps items in order, keys that are prototype names included', () => {
    const list = listOf([item('b', 2), item('constructor', 1), item('__proto__', 3)])
    expect(list).toEqual([item('constructor', 1), item('b', 2), item('__proto__', 3)])
    expect(Object.isFrozen(list)).toBe(true)
  })

  it('inserts, replaces and removes, returning a new list and leaving the old one', () => {
    const list = listOf([item('a', 1), item('c', 3)])
    const next = withChanges(list, { put: [item('b', 2), item('a', 4)], remove: ['c'] }, order)
    expect(next).toEqual([item('b', 2), item('a', 4)])
    expect(list).toEqual([item('a', 1), item('c', 3)])
  })

  it('keeps the last of two puts with one key, and an equal rank after the items already held', () => {
    const list = listOf([item('a', 1), item('b', 2)])
    const next = withChanges(list, { put: [item('x', 5), item('n', 1), item('x', 0)] }, order)
    expect(next).toEqual([item('x', 0), item('a', 1), item('n', 1), item('b', 2)])
  })

  it('returns the very list when nothing changes', () => {
    const list = listOf([item('a', 1)])
    expect(withChanges(list, {}, order)).toBe(list)
  })

  it('sorts once when many items arrive, replacing the ones held', () => {
    const many = Array.from({ length: 200 }, (_, i) => item(`k${i}`, 1000 - i))
    const next = withChanges(listOf([item('first', 0), item('k5', -1)]), { put: many }, order)
    expect(next[0]).toEqual(item('first', 0))
    expect(next[1]).toEqual(item('k199', 801))
    expect(next).toHaveLength(201)
    expect(next.filter((held) => held.key === 'k5')).toEqual([item('k5', 995)])
  })

  it('takes a batch far larger than any stored list at once', () => {
    const batch = Array.from({ length: 200_000 }, (_, i) => item(`b${i}`, -i))
    const next = withChanges(listOf([item('first', 1)]), { put: batch }, order)
    expect(next).toHaveLength(200_001)
    expect(next[0]).toEqual(item('b199999', -199_999))
    expect(next[200_000]).toEqual(item('first', 1))
  })
})
