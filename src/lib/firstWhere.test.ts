import { firstWhere } from './firstWhere'

describe('firstWhere', () => {
  const sorted = [1, 3, 3, 5, 8]

  it('finds the first index where the test turns true', () => {
    expect(firstWhere(sorted.length, (i) => sorted[i] >= 3)).toBe(1)
    expect(firstWhere(sorted.length, (i) => sorted[i] > 3)).toBe(3)
    expect(firstWhere(sorted.length, (i) => sorted[i] >= 0)).toBe(0)
  })

  it('gives the length when the test never holds, or the list is empty', () => {
    expect(firstWhere(sorted.length, (i) => sorted[i] > 8)).toBe(5)
    expect(firstWhere(0, () => true)).toBe(0)
  })
})
