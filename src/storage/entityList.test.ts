import { listOf, withChanges } from './entityList'

interface Item {
  key: string
  rank: number
}
const order = {
  keyOf: (item: Item) => item.key,
  compare: (a: Item, b: Item) => a.rank - b.rank,
}
const item = (key: string, rank: number): Item => ({ key, rank })

describe('entity list', () => {
  it('keeps items in order and finds each by key, prototype names included', () => {
    const list = listOf([item('b', 2), item('constructor', 1), item('__proto__', 3)], order)
    expect(list.ids).toEqual(['constructor', 'b', '__proto__'])
    expect(list.entities.constructor).toEqual(item('constructor', 1))
    expect(list.entities['__proto__']).toEqual(item('__proto__', 3))
    expect(list.entities.toString).toBeUndefined()
  })

  it('inserts, replaces and removes in place, returning a new list', () => {
    const list = listOf([item('a', 1), item('c', 3)], order)
    const next = withChanges(list, { put: [item('b', 2), item('a', 4)], remove: ['c'] }, order)
    expect(next.ids).toEqual(['b', 'a'])
    expect(next.entities.a).toEqual(item('a', 4))
    expect('c' in next.entities).toBe(false)
    expect(list.ids).toEqual(['a', 'c'])
  })

  it('sorts once when many items arrive', () => {
    const many = Array.from({ length: 200 }, (_, i) => item(`k${i}`, 1000 - i))
    const next = withChanges(listOf([item('first', 0)], order), { put: many }, order)
    expect(next.ids[0]).toBe('first')
    expect(next.ids[1]).toBe('k199')
    expect(next.ids).toHaveLength(201)
  })
})
