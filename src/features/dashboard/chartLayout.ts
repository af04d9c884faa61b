/** Room one "12/2026" tick label needs, gap included, at the chart's 11 px font. */
export const TICK_SLOT_PX = 64

/** The month labels that fit in `widthPx` without overlapping: every k-th one, counted back
 * from the latest month so the most recent month always carries its label. */
export function monthTickValues(months: readonly string[], widthPx: number): string[] {
  const fit = Math.max(1, Math.floor(widthPx / TICK_SLOT_PX))
  const step = Math.ceil(months.length / fit)
  return months.filter((_, index) => (months.length - 1 - index) % step === 0)
}

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
})

/** "$1.2K": the value axis shows the scale only; exact figures are in tooltips and the table. */
export function formatAxisDollars(dollars: number): string {
  return compactUsd.format(dollars)
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
