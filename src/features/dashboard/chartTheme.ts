import type { BarDatum, BarSvgProps } from '@nivo/bar'

type ChartTheme = NonNullable<BarSvgProps<BarDatum>['theme']>

/** nivo writes these into `style`, so design tokens work here and a dark theme carries over. */
export const chartTheme: ChartTheme = {
  text: { fill: 'var(--color-text-muted)', fontSize: 11, fontFamily: 'var(--font-body)' },
  axis: {
    domain: { line: { stroke: 'var(--color-border)', strokeWidth: 1 } },
    ticks: { text: { fill: 'var(--color-text-muted)', fontSize: 11 } },
  },
  grid: { line: { stroke: 'var(--color-border)', strokeDasharray: '2 4' } },
  legends: { text: { fill: 'var(--color-text)', fontSize: 12 } },
  labels: { text: { fill: 'var(--color-text)', fontSize: 11 } },
}
