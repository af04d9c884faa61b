import { changeText, shareText } from './change'

describe('changeText', () => {
  it('gives whole percent with a sign', () => {
    expect(changeText(11200, 10000)).toBe('+12%')
    expect(changeText(9500, 10000)).toBe('-5%')
    expect(changeText(10000, 10000)).toBe('0%')
    // -0.2 % rounds to no change, written without a sign.
    expect(changeText(99980, 100000)).toBe('0%')
  })

  it('says New for a category not spent before and -100% for one that fell to zero', () => {
    expect(changeText(500, 0)).toBe('New')
    expect(changeText(0, 500)).toBe('-100%')
  })

  it('rounds exact halves from integer cents, away from zero either way', () => {
    // 1/200 more or less: exactly half a percent.
    expect(changeText(20100, 20000)).toBe('+1%')
    expect(changeText(19900, 20000)).toBe('-1%')
    expect(changeText(10250, 10000)).toBe('+3%')
    expect(changeText(9750, 10000)).toBe('-3%')
    expect(changeText(1, 3)).toBe('-67%')
  })

  it('keeps -100% for nothing spent: a fall that leaves anything reads -99%', () => {
    // A fall of 99.6 %: $0.40 still spent.
    expect(changeText(40, 10000)).toBe('-99%')
    expect(changeText(1, 1000000)).toBe('-99%')
    expect(changeText(0, 1000000)).toBe('-100%')
  })
})

describe('shareText', () => {
  it('is a whole percent of the whole, 0% of nothing', () => {
    expect(shareText(1, 3)).toBe('33%')
    expect(shareText(2, 3)).toBe('67%')
    expect(shareText(0, 0)).toBe('0%')
  })
})
