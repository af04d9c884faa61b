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

describe('category order of plain names (letters, digits and spaces)', () => {
  const collator = new Intl.Collator('en', { sensitivity: 'base' })
  const alphabet = ' 09aAmZz'
  /** Every name of up to three characters from `alphabet`: spaces, digits and letters of both
   * cases, before, between and after one another. */
  const names = ['']
  for (let length = 1; length <= 3; length += 1) {
    for (const name of names.filter((n) => n.length === length - 1)) {
      for (const character of alphabet) names.push(name + character)
    }
  }

  it('is the collator’s order, for every pair of short names', () => {
    const differing = []
    for (const a of names) {
      for (const b of names) {
        const expected = Math.sign(collator.compare(a, b))
        if (Math.sign(compareCategoriesLoosely(a, b)) !== expected) differing.push([a, b])
      }
    }
    expect(names).toHaveLength(1 + 8 + 64 + 512)
    expect(differing).toEqual([])
  })

  it('orders the built-in categories as the collator does', () => {
    const builtIn = ['Salary', 'Freelance', 'Investment', 'Business', 'Gift', 'Misc', 'Food']
    const more = ['Transport', 'Bills', 'Rent', 'Entertainment', 'Shopping', 'Healthcare']
    const all = [...builtIn, ...more, 'Education', 'Car 2', 'car 10', 'Car', 'CAR']
    expect([...all].sort(compareCategories)).toEqual(
      [...all].sort((a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)),
    )
  })
})
