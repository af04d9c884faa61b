import { compareCategories, compareCategoriesLoosely } from './categoryOrder'

describe('category order', () => {
  it('orders names as a reader does, case- and accent-insensitively', () => {
    expect(['Zoo', 'café', 'bills', 'Food', 'Cafe'].sort(compareCategoriesLoosely)).toEqual([
      'bills',
      'café',
      'Cafe',
      'Food',
      'Zoo',
    ])
    expect(compareCategoriesLoosely('food', 'Food')).toBe(0)
    expect(compareCategoriesLoosely('Café', 'cafe')).toBe(0)
  })

  it('breaks those ties case-sensitively, so the order never depends on the input order', () => {
    const names = ['food', 'Zoo', 'Food', 'bills']
    expect([...names].sort(compareCategories)).toEqual(['bills', 'Food', 'food', 'Zoo'])
    expect([...names].reverse().sort(compareCategories)).toEqual(['bills', 'Food', 'food', 'Zoo'])
  })
})
