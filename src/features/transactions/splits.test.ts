import { amountIn, categoriesOf, checkSplitSum, readSplits } from './splits'

describe('readSplits', () => {
  const lines = [
    { category: 'Food', amount: '7.50' },
    { category: 'Bills', amount: '2.5' },
  ]

  it('reads two or more lines adding up to the amount, in integer cents', () => {
    expect(readSplits(lines, 1000)).toEqual([
      { category: 'Food', amountCents: 750 },
      { category: 'Bills', amountCents: 250 },
    ])
  })

  it('reads nothing from lines that do not add up, or are not lines', () => {
    expect(readSplits(lines, 1001)).toBeNull()
    expect(readSplits([lines[0]], 750)).toBeNull()
    expect(readSplits([...lines, { category: '', amount: '1' }], 1100)).toBeNull()
    expect(readSplits([...lines, { category: 'Gift', amount: 'x' }], 1000)).toBeNull()
    expect(readSplits('Food', 1000)).toBeNull()
  })
})

describe('checkSplitSum', () => {
  it('compares in integer cents: 0.10 + 0.20 is exactly 0.30', () => {
    expect(checkSplitSum(30, [10, 20])).toBeNull()
  })

  it('says what the lines must add up to, as money', () => {
    expect(checkSplitSum(123456, [100000, 23455])).toBe('Split amounts must add up to $1,234.56')
  })
})

describe('a split’s categories and amounts', () => {
  const split = {
    category: 'Split',
    amountCents: 1000,
    splits: [
      { category: 'Food', amountCents: 600 },
      { category: 'Bills', amountCents: 250 },
      { category: 'Food', amountCents: 150 },
    ],
  }

  it('counts in its lines’ categories, each once, in line order', () => {
    expect(categoriesOf(split)).toEqual(['Food', 'Bills'])
    expect(categoriesOf({ category: 'Rent', amountCents: 5 })).toEqual(['Rent'])
  })

  it('holds in a category the sum of its lines there', () => {
    expect(amountIn(split, 'Food')).toBe(750)
    expect(amountIn(split, 'Split')).toBe(0)
    expect(amountIn({ category: 'Rent', amountCents: 5 }, 'Rent')).toBe(5)
  })
})
