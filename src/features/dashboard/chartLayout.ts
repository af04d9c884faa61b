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

/** A chart's value axis: where its labels and grid lines go (in dollars), where the scale
 * starts and ends, and how a label reads. */
export interface ValueAxis {
  ticks: number[]
  min: number
  max: number
  format: (dollars: number) => string
}

/** "-$1.3K" below zero (a month's net, a card's debt), as `format` writes the amount. */
const signed = (format: (dollars: number) => string) => (dollars: number) =>
  dollars < 0 ? `-${format(-dollars)}` : format(dollars)

/**
 * Ticks at 0 and at multiples of a 1, 2 or 5 × 10^k cents step, at most `maxSteps` of them,
 * the last at or above the largest value and the first at or below the smallest (0 unless
 * `minCents` is below zero). Why not the chart's own ticks: under a dollar they fall
 * on fractions of a cent (0.005, 0.015 for a few cents) that no dollar label can tell apart, so
 * every label read "$0". A step of whole cents never needs more than the cent to tell ticks
 * apart: below 10 cents the labels show cents ("$0.02"), otherwise the compact scale above.
 */
export function valueAxis(maxCents: number, minCents = 0, maxSteps = 5): ValueAxis {
  const below = Math.max(0, Math.ceil(-minCents))
  const above = Math.max(below === 0 ? 1 : 0, Math.ceil(maxCents))
  const stepsFor = (step: number) => Math.ceil(above / step) + Math.ceil(below / step)
  let step = 1
  for (let magnitude = 1; ; magnitude *= 10) {
    const fits = [1, 2, 5].find((m) => stepsFor(m * magnitude) <= maxSteps)
    if (fits !== undefined) {
      step = fits * magnitude
      break
    }
  }
  const down = Math.ceil(below / step)
  const ticks = Array.from(
    { length: down + Math.ceil(above / step) + 1 },
    (_, i) => ((i - down) * step) / 100,
  )
  const format = signed(
    step < 10
      ? (dollars: number) => (dollars === 0 ? '$0' : `$${dollars.toFixed(2)}`)
      : formatAxisDollars,
  )
  return { ticks, min: ticks[0], max: ticks[ticks.length - 1], format }
}

/** The room a month needs for a dot on a line through the months to stand apart from its
 * neighbours'; with less, the line alone. */
const DOT_ROOM_PX = 12

export function dotsFit(widthPx: number, months: number): boolean {
  return widthPx >= months * DOT_ROOM_PX
}

/** Rough width of one character of an 11 px chart label, and what a link line adds to it. */
const LABEL_CHAR_PX = 6.5
const LINK_LINE_PX = 32
const MIN_PIE_RADIUS_PX = 60

/** The side margin that leaves every "Category NN%" link label room beside the pie, or null
 * when the chart is too narrow for labels and a pie of a useful size (a phone): then the
 * labels go in a legend under the pie instead (`pieLegend`). */
export function pieLabelMargin(labels: readonly string[], widthPx: number): number | null {
  const longest = labels.reduce((max, label) => Math.max(max, label.length), 0)
  const margin = Math.ceil(longest * LABEL_CHAR_PX + LINK_LINE_PX)
  return widthPx - 2 * margin >= 2 * MIN_PIE_RADIUS_PX ? margin : null
}

/** One line of the legend, the swatch before each label and the gaps beside them. */
export const LEGEND_ROW_PX = 16
export const LEGEND_SWATCH_PX = 10
export const LEGEND_TEXT_OFFSET_PX = LEGEND_SWATCH_PX + 6
const LEGEND_COLUMN_GAP_PX = 12

export interface LegendEntry {
  /** "Food 45%", shortened to its column ("Immediate Obligati… 12%"), or "+3 more". */
  text: string
  /** Where the entry starts, from the legend's top left corner; `y` is its line's middle. */
  x: number
  y: number
  /** The slice whose colour the swatch takes; null for the "+N more" line. */
  slice: number | null
}

export interface PieLegend {
  entries: LegendEntry[]
  height: number
}

/** `label` cut to `chars` characters, keeping its percent: "Immediate Obligati… 12%". */
function shorten(label: string, chars: number): string {
  if (label.length <= chars) return label
  const percent = label.slice(label.lastIndexOf(' '))
  return `${label.slice(0, Math.max(1, chars - percent.length - 1))}…${percent}`
}

/**
 * The legend under a pie too narrow for labels beside it, in SVG like the rest of the chart
 * (UI_CONTRACT.md wants the pie's labels as SVG text): entries in slice order (largest first),
 * centred, across as many columns as the longest label allows, in at most `maxHeightPx`. When
 * the slices outnumber the lines, the last line counts the smallest ones instead ("+4 more");
 * the chart's table lists every one.
 */
export function pieLegend(
  labels: readonly string[],
  widthPx: number,
  maxHeightPx: number,
): PieLegend {
  const longest = labels.reduce((max, label) => Math.max(max, label.length), 0)
  const entryPx = LEGEND_TEXT_OFFSET_PX + longest * LABEL_CHAR_PX + LEGEND_COLUMN_GAP_PX
  const columns = Math.max(1, Math.min(labels.length, Math.floor(widthPx / entryPx)))
  // The columns as wide as the longest label needs, centred under the pie.
  const columnPx = Math.min(widthPx, columns * entryPx) / columns
  const left = (widthPx - columns * columnPx) / 2
  const chars = Math.floor(
    (columnPx - LEGEND_TEXT_OFFSET_PX - LEGEND_COLUMN_GAP_PX) / LABEL_CHAR_PX,
  )
  const lines = Math.max(1, Math.floor(maxHeightPx / LEGEND_ROW_PX))
  const room = lines * columns
  const shown = labels.length <= room ? labels.length : room - 1
  const at = (n: number) => ({
    x: left + (n % columns) * columnPx,
    y: Math.floor(n / columns) * LEGEND_ROW_PX + LEGEND_ROW_PX / 2,
  })
  const entries: LegendEntry[] = labels
    .slice(0, shown)
    .map((label, slice) => ({ text: shorten(label, chars), ...at(slice), slice }))
  if (shown < labels.length) {
    entries.push({ text: `+${labels.length - shown} more`, ...at(shown), slice: null })
  }
  return { entries, height: Math.ceil(entries.length / columns) * LEGEND_ROW_PX }
}

/** Where d3's pie, which nivo draws, puts the middle of each slice: radians clockwise from
 * 12 o'clock, each slice widened by `padAngle` (radians), as `pie().padAngle()` does. */
export function pieMidAngles(values: readonly number[], padAngle: number): number[] {
  const total = values.reduce((sum, value) => sum + value, 0)
  const pad = Math.min((2 * Math.PI) / Math.max(values.length, 1), padAngle)
  const perUnit = total > 0 ? (2 * Math.PI - values.length * pad) / total : 0
  let start = 0
  return values.map((value) => {
    const end = start + (value > 0 ? value * perUnit : 0) + pad
    const middle = (start + end) / 2
    start = end
    return middle
  })
}

/** A label's line at the charts' 11 px font: labels this far apart do not touch. */
export const PIE_LABEL_LINE_PX = 14
/** A label's link: out from its slice's edge, then across to the labels' column, then a gap
 * before the text (together within `LINK_LINE_PX`, the room `pieLabelMargin` leaves). */
const LINK_OUT_PX = 12
const LINK_ACROSS_PX = 12
const LINK_TEXT_GAP_PX = 4

export interface PieLinkLabel {
  /** The link's line, from the slice's edge to beside the text. */
  points: [number, number][]
  /** Where the text starts (right side) or ends (left side), at the middle of its line. */
  x: number
  y: number
  anchor: 'start' | 'end'
}

/** `wanted` heights (ascending) moved apart to at least `gap` within `top` to `bottom`, each
 * kept as near its wish as its neighbours allow: pushed down past the ones above, then up from
 * the bottom edge. Squeezed to fit when `gap` cannot. */
function spread(wanted: readonly number[], gap: number, top: number, bottom: number): number[] {
  const last = wanted.length - 1
  const step = last > 0 ? Math.min(gap, (bottom - top) / last) : gap
  const at = [...wanted]
  for (let i = 0; i <= last; i += 1) {
    at[i] = Math.max(at[i], top + i * step, i > 0 ? at[i - 1] + step : -Infinity)
  }
  for (let i = last; i >= 0; i -= 1) {
    at[i] = Math.min(at[i], bottom - (last - i) * step, i < last ? at[i + 1] - step : Infinity)
  }
  return at
}

/**
 * Labels beside a pie of `radius`, each linked to its slice and none over another: the labels
 * of each side keep their slices' order from top to bottom, each as near its slice's height as
 * its neighbours allow, a line apart at least and inside `top` to `bottom` (the chart's edges).
 * Every coordinate is from the pie's centre. `fits` is false when a side has more labels than
 * lines: they are then squeezed together, and the chart shows a legend instead.
 */
export function pieLinkLabels(
  midAngles: readonly number[],
  radius: number,
  top: number,
  bottom: number,
): { labels: PieLinkLabel[]; fits: boolean } {
  const along = (angle: number, distance: number): [number, number] => [
    Math.sin(angle) * distance,
    -Math.cos(angle) * distance,
  ]
  const labels = new Array<PieLinkLabel>(midAngles.length)
  let fits = true
  for (const right of [true, false]) {
    const side = midAngles
      .map((angle, slice) => ({ slice, angle, elbow: along(angle, radius + LINK_OUT_PX) }))
      .filter(({ angle }) => Math.sin(angle) >= 0 === right)
      .sort((a, b) => a.elbow[1] - b.elbow[1])
    const half = PIE_LABEL_LINE_PX / 2
    const heights = spread(
      side.map(({ elbow }) => elbow[1]),
      PIE_LABEL_LINE_PX,
      top + half,
      bottom - half,
    )
    if ((side.length - 1) * PIE_LABEL_LINE_PX > bottom - top - PIE_LABEL_LINE_PX) fits = false
    const sign = right ? 1 : -1
    const column = sign * (radius + LINK_OUT_PX + LINK_ACROSS_PX)
    side.forEach(({ slice, angle, elbow }, i) => {
      const y = heights[i]
      labels[slice] = {
        points: [along(angle, radius), elbow, [column, y]],
        x: column + sign * LINK_TEXT_GAP_PX,
        y,
        anchor: right ? 'start' : 'end',
      }
    })
  }
  return { labels, fits }
}
