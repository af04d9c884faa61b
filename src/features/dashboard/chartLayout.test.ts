import { TICK_SLOT_PX, formatAxisDollars, monthTickValues, pieLabelMargin } from './chartLayout'

const months = (count: number) =>
  Array.from({ length: count }, (_, i) => `${(i % 12) + 1}/${2020 + Math.floor(i / 12)}`)

describe('monthTickValues', () => {
  it('labels every month when they all fit', () => {
    expect(monthTickValues(months(3), 600)).toEqual(['1/2020', '2/2020', '3/2020'])
  })

  it('thins to every k-th month, always keeping the latest', () => {
    const all = months(36)
    const ticks = monthTickValues(all, 10 * TICK_SLOT_PX)
    expect(ticks.length).toBeLessThanOrEqual(10)
    expect(ticks[ticks.length - 1]).toBe('12/2022')
    expect(ticks).toEqual(all.filter((_, i) => (35 - i) % 4 === 0))
  })

  it('keeps one label even when nothing fits', () => {
    expect(monthTickValues(months(5), 10)).toEqual(['5/2020'])
  })
})

describe('formatAxisDollars', () => {
  it('shortens large values', () => {
    expect(formatAxisDollars(0)).toBe('$0')
    expect(formatAxisDollars(1_250)).toBe('$1.3K')
    expect(formatAxisDollars(2_000_000)).toBe('$2M')
  })
})

describe('pieLabelMargin', () => {
  const labels = ['Food 45%', 'Entertainment 12%']

  it('makes room for the longest label on a wide chart', () => {
    const margin = pieLabelMargin(labels, 600)
    expect(margin).not.toBeNull()
    expect(margin).toBeGreaterThan('Entertainment 12%'.length * 6)
    expect(600 - 2 * (margin as number)).toBeGreaterThanOrEqual(120)
  })

  it('gives up labels beside the pie on a phone', () => {
    expect(pieLabelMargin(labels, 295)).toBeNull()
  })
})
