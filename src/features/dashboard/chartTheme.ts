import type { BarDatum, BarSvgProps } from '@nivo/bar'
import { cssToken } from '../../lib/cssToken'
import type { Theme } from '../theme'
import { useTheme } from '../theme'

type ChartTheme = NonNullable<BarSvgProps<BarDatum>['theme']>

interface ChartColours {
  text: string
  mutedText: string
  line: string
  surface: string
}

/** Axes, grid, labels and legends in the page's colours; `background` is what the pie's slice
 * borders take, so slices are parted by the card's own colour. */
function makeChartTheme({ text, mutedText, line, surface }: ChartColours): ChartTheme {
  return {
    background: surface,
    text: { fill: mutedText, fontSize: 11, fontFamily: 'var(--font-body)' },
    axis: {
      domain: { line: { stroke: line, strokeWidth: 1 } },
      ticks: { text: { fill: mutedText, fontSize: 11 } },
    },
    grid: { line: { stroke: line, strokeDasharray: '2 4' } },
    legends: { text: { fill: text, fontSize: 12 } },
    labels: { text: { fill: text, fontSize: 11 } },
  }
}

// Token values change only with the theme, so each theme's chart theme is read once.
const byTheme = new Map<Theme, ChartTheme>()

function chartThemeFor(theme: Theme): ChartTheme {
  const known = byTheme.get(theme)
  if (known) return known
  const made = makeChartTheme({
    text: cssToken('--color-text'),
    mutedText: cssToken('--color-text-muted'),
    line: cssToken('--color-border'),
    surface: cssToken('--color-surface'),
  })
  byTheme.set(theme, made)
  return made
}

const tokenByTheme = new Map<string, string>()

/** A colour token's value in the theme in force, for a series colour nivo writes into SVG
 * attributes; charts re-render with it when the theme changes. */
export function useChartToken(name: `--color-${string}`): string {
  const theme = useTheme()
  const key = `${theme} ${name}`
  let value = tokenByTheme.get(key)
  if (value === undefined) tokenByTheme.set(key, (value = cssToken(name)))
  return value
}

/** The chart theme for the theme in force; charts re-render with it when the theme changes. */
export function useChartTheme(): ChartTheme {
  return chartThemeFor(useTheme())
}
