/** Room one "12/2026" tick label needs side by side, gap included, at the chart's 11 px font. */
export const TICK_SLOT_PX = 64
/** Room one label needs turned upright: its line's height and a gap. */
export const UPRIGHT_TICK_SLOT_PX = 14
/** The bottom margin that holds the upright "12/2026" below the axis (its padding included). */
export const UPRIGHT_TICK_MARGIN_PX = 60

export interface MonthAxis {
  /** The months that carry a label. */
  tickValues: string[]
  /** Whether the labels stand upright (turned a quarter) to fit more of them. */
  upright: boolean
}

/**
 * The month labels of the bar chart in `widthPx`: side by side when every month fits so,
 * otherwise upright, which fits four times as many (UI_CONTRACT.md wants each month's label as
 * SVG text); only when even upright labels would overlap, every k-th one, counted back from the
 * latest month so the most recent month always carries its label.
 */
export function monthAxis(months: readonly string[], widthPx: number): MonthAxis {
  if (months.length * TICK_SLOT_PX <= widthPx) return { tickValues: [...months], upright: false }
  const fit = Math.max(1, Math.floor(widthPx / UPRIGHT_TICK_SLOT_PX))
  const step = Math.ceil(months.length / fit)
  return {
    tickValues: months.filter((_, index) => (months.length - 1 - index) % step === 0),
    upright: true,
  }
}

/** The axis's units below the largest, each used up to 999.9 of it. */
const UNITS = [
  { size: 1, suffix: '' },
  { size: 1e3, suffix: 'K' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
]
const LARGEST_UNIT = { size: 1e12, suffix: 'T' }

/**
 * "$1.3K": the value axis shows the scale only; exact figures are in tooltips and the table.
 * What `Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', notation: 'compact',
 * maximumFractionDigits: 1})` prints for the axis's non-negative ticks, without one: the charts'
 * chunk made it as it loaded, and the labels took 5.8 ms of the charts' first render through it
 * in a profile.
 */
export function formatAxisDollars(dollars: number): string {
  const tenthsOf = (size: number) => Math.round((dollars * 10) / size)
  // 999.96 rounds to 1,000 of a unit, which is 1 of the next.
  const { size, suffix } = UNITS.find((unit) => tenthsOf(unit.size) < 10_000) ?? LARGEST_UNIT
  const tenths = tenthsOf(size)
  return `$${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}${suffix}`
}

/** Rough width of one character of an 11 px chart label, and what a link line adds to it. */
const LABEL_CHAR_PX = 6.5
const LINK_LINE_PX = 32
const MIN_PIE_RADIUS_PX = 60

/** The side margin that leaves every "Category NN%" link label room beside the pie, or null
 * when the chart is too narrow for labels and a pie of a useful size (a phone): then the
 * labels go in a legend under the chart instead. */
export function pieLabelMargin(labels: readonly string[], widthPx: number): number | null {
  const longest = labels.reduce((max, label) => Math.max(max, label.length), 0)
  const margin = Math.ceil(longest * LABEL_CHAR_PX + LINK_LINE_PX)
  return widthPx - 2 * margin >= 2 * MIN_PIE_RADIUS_PX ? margin : null
}
