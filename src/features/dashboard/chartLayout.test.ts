import {
  LEGEND_ROW_PX,
  PIE_LABEL_LINE_PX,
  UPRIGHT_TICK_SLOT_PX,
  formatAxisDollars,
  valueAxis,
  monthAxis,
  pieLabelMargin,
  pieLegend,
  pieLinkLabels,
  pieMidAngles,
} from './chartLayout'

const months = (count: number) =>
  Array.from({ length: count }, (_, i) => `${(i % 12) + 1}/${2020 + Math.floor(i / 12)}`)

describe('monthAxis', () => {
  it('labels every month side by side when they fit so', () => {
    expect(monthAxis(months(3), 600)).toEqual({
      tickValues: ['1/2020', '2/2020', '3/2020'],
      upright: false,
    })
  })

  it('stands the labels upright to label every month of a year and more', () => {
    // 24 months side by side need 24 × 64 px; upright they fit in 500.
    expect(monthAxis(months(24), 500)).toEqual({ tickValues: months(24), upright: true })
  })

  it('thins upright labels to every k-th month only when even those overlap, keeping the latest', () => {
    const all = months(36)
    const { tickValues, upright } = monthAxis(all, 10 * UPRIGHT_TICK_SLOT_PX)
    expect(upright).toBe(true)
    expect(tickValues.length).toBeLessThanOrEqual(10)
    expect(tickValues).toEqual(all.filter((_, i) => (35 - i) % 4 === 0))
    expect(tickValues[tickValues.length - 1]).toBe('12/2022')
  })

  it('keeps one label even when nothing fits', () => {
    expect(monthAxis(months(5), 10).tickValues).toEqual(['5/2020'])
  })
})

describe('formatAxisDollars', () => {
  it('shortens large values', () => {
    expect(formatAxisDollars(0)).toBe('$0')
    expect(formatAxisDollars(1_250)).toBe('$1.3K')
    expect(formatAxisDollars(2_000_000)).toBe('$2M')
  })

  it('prints what compact Intl.NumberFormat prints, rounding up into the next unit', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    })
    const ticks = [0, 0.2, 0.5, 1.5, 12.5, 999.94, 999.96, 999_940, 999_960, 2.8e13, 1.5e15]
    for (let step = 0.1; step < 1e14; step *= 10) {
      for (let tick = 0; tick <= 10; tick += 1) ticks.push(tick * step, tick * step * 2.5)
    }
    for (let value = 3; value < 1e15; value = value * 1.7 + 1) ticks.push(Math.round(value))
    for (const tick of ticks)
      expect([tick, formatAxisDollars(tick)]).toEqual([tick, intl.format(tick)])
  })
})

describe('valueAxis', () => {
  const labels = (maxCents: number) => {
    const axis = valueAxis(maxCents)
    return axis.ticks.map(axis.format)
  }

  it('tells every tick apart when all amounts are a few cents', () => {
    expect(labels(1)).toEqual(['$0', '$0.01'])
    expect(labels(3)).toEqual(['$0', '$0.01', '$0.02', '$0.03'])
    expect(labels(12)).toEqual(['$0', '$0.05', '$0.10', '$0.15'])
    expect(labels(45)).toEqual(['$0', '$0.1', '$0.2', '$0.3', '$0.4', '$0.5'])
  })

  it('reaches the largest bar and keeps the compact scale for large amounts', () => {
    expect(labels(9_999_999_999)).toEqual(['$0', '$20M', '$40M', '$60M', '$80M', '$100M'])
    expect(valueAxis(9_999_999_999).max).toBe(100_000_000)
    expect(labels(125_000)).toEqual(['$0', '$500', '$1K', '$1.5K'])
  })

  it('reaches below zero when a value does, the labels signed, zero among the ticks', () => {
    const axis = valueAxis(300_000, -50_000)
    expect(axis.ticks.map(axis.format)).toEqual(['-$1K', '$0', '$1K', '$2K', '$3K'])
    expect([axis.min, axis.max]).toEqual([-1000, 3000])
    // Every value below zero: the scale ends at zero.
    const debt = valueAxis(-2_000, -7_500)
    expect(debt.ticks.map(debt.format)).toEqual(['-$80', '-$60', '-$40', '-$20', '$0'])
    const cents = valueAxis(2, -3)
    expect(cents.ticks.map(cents.format)).toEqual([
      '-$0.03',
      '-$0.02',
      '-$0.01',
      '$0',
      '$0.01',
      '$0.02',
    ])
  })

  it('never repeats a label', () => {
    for (let cents = 1; cents < 1e13; cents = Math.ceil(cents * 1.37)) {
      const all = labels(cents)
      expect([cents, new Set(all).size]).toEqual([cents, all.length])
      expect(valueAxis(cents).max * 100).toBeGreaterThanOrEqual(cents)
    }
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

describe('pieLegend', () => {
  const labels = ['Salary 52%', 'Rent 20%', 'Food 12%', 'Entertainment 9%', 'Transport 7%']

  it('lays the labels out in reading order across as many columns as fit', () => {
    const { entries, height } = pieLegend(labels, 330, 200)
    expect(entries.map((e) => e.text)).toEqual(labels)
    expect(entries.map((e) => e.slice)).toEqual([0, 1, 2, 3, 4])
    // "Entertainment 9%" takes 132 px with its swatch and gap: two columns, centred in 330.
    expect(entries.map(({ x, y }) => [x, y])).toEqual([
      [33, 8],
      [165, 8],
      [33, 24],
      [165, 24],
      [33, 40],
    ])
    expect(height).toBe(3 * LEGEND_ROW_PX)
  })

  it('keeps every entry inside the width', () => {
    for (const width of [200, 295, 330, 500, 800]) {
      const { entries } = pieLegend(labels, width, 300)
      for (const entry of entries) {
        expect(entry.x + 16 + entry.text.length * 6.5).toBeLessThanOrEqual(width)
      }
    }
  })

  it('shortens a label too long for the width, keeping its percent', () => {
    const long = 'Immediate Obligations: Rent/Mortgage 12%'
    const [entry] = pieLegend([long], 200, 100).entries
    expect(entry.text).toMatch(/^Immediate Obl.*… 12%$/)
    expect(16 + entry.text.length * 6.5).toBeLessThanOrEqual(200)
  })

  it('counts the smallest slices in a last line when they outnumber the lines', () => {
    const many = Array.from({ length: 30 }, (_, i) => `Category ${i} 3%`)
    const { entries, height } = pieLegend(many, 150, 4 * LEGEND_ROW_PX)
    expect(entries.map((e) => e.text)).toEqual([
      'Category 0 3%',
      'Category 1 3%',
      'Category 2 3%',
      '+27 more',
    ])
    expect(entries[3].slice).toBeNull()
    expect(height).toBe(4 * LEGEND_ROW_PX)
  })
})

describe('pieMidAngles', () => {
  it('puts each middle halfway through its slice, clockwise from 12 o’clock', () => {
    expect(pieMidAngles([3, 1], 0)).toEqual([0.75 * Math.PI, 1.75 * Math.PI])
  })

  it('widens every slice by the pad, as d3’s pie does', () => {
    const pad = 0.1
    const [first, second] = pieMidAngles([1, 1, 2], pad)
    const perUnit = (2 * Math.PI - 3 * pad) / 4
    expect(first).toBeCloseTo((perUnit + pad) / 2)
    expect(second).toBeCloseTo(perUnit + pad + (perUnit + pad) / 2)
  })
})

describe('pieLinkLabels', () => {
  const radius = 100
  // One large slice, then a run of small ones side by side (the dashboard's "Bills 2%" over
  // "Food 2%").
  const middles = pieMidAngles([61, 24, 9, 2, 1, 1, 1, 1, 0.2], 0)

  it('keeps the labels of each side a line apart, in their slices’ order, inside the chart', () => {
    const { labels, fits } = pieLinkLabels(middles, radius, -150, 150)
    expect(fits).toBe(true)
    for (const anchor of ['start', 'end']) {
      const side = labels.filter((label) => label.anchor === anchor)
      const heights = side.map((label) => label.y)
      // Slices run clockwise: down the right side, then up the left.
      const ordered = anchor === 'start' ? heights : [...heights].reverse()
      for (let i = 1; i < ordered.length; i += 1)
        expect(ordered[i] - ordered[i - 1]).toBeGreaterThanOrEqual(PIE_LABEL_LINE_PX - 1e-9)
      for (const y of heights) {
        expect(y).toBeGreaterThanOrEqual(-150 + PIE_LABEL_LINE_PX / 2)
        expect(y).toBeLessThanOrEqual(150 - PIE_LABEL_LINE_PX / 2)
      }
    }
  })

  it('links each label from its slice’s edge to beside its text', () => {
    const { labels } = pieLinkLabels(middles, radius, -150, 150)
    labels.forEach(({ points, x, y, anchor }, slice) => {
      const [edgeX, edgeY] = points[0]
      expect(Math.hypot(edgeX, edgeY)).toBeCloseTo(radius)
      expect(Math.atan2(edgeX, -edgeY)).toBeCloseTo(
        middles[slice] > Math.PI ? middles[slice] - 2 * Math.PI : middles[slice],
      )
      const [endX, endY] = points[points.length - 1]
      expect(endY).toBe(y)
      expect(anchor === 'start' ? x > endX : x < endX).toBe(true)
    })
  })

  it('leaves a label with room at its slice’s height', () => {
    const { labels } = pieLinkLabels(pieMidAngles([1, 1], 0), radius, -150, 150)
    for (const { y } of labels) expect(y).toBeCloseTo(0)
    expect(labels.map(({ anchor }) => anchor)).toEqual(['start', 'end'])
  })

  it('does not fit more labels on a side than it has lines', () => {
    const many = pieMidAngles([100, ...Array<number>(30).fill(1)], 0)
    expect(pieLinkLabels(many, radius, -150, 150).fits).toBe(false)
    expect(pieLinkLabels(many.slice(0, 12), radius, -150, 150).fits).toBe(true)
  })
})
