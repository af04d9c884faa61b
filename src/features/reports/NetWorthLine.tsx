import { useMemo } from 'react'
import { Line, type PointTooltipProps } from '@nivo/line'
import { formatMoney, type Cents } from '../../lib/money'
import {
  chartStyles as styles,
  dotsFit,
  useChartToken,
  useMonthChart,
  valueAxis,
} from '../dashboard'

/** A month's end: dollars for the scale; every printed figure comes from the cents. */
export interface NetWorthPoint {
  /** "3/2026". */
  x: string
  y: number
  cents: Cents
}

interface NetWorthSeries {
  id: string
  data: readonly NetWorthPoint[]
}

const MARGIN = { top: 16, right: 28, bottom: 32, left: 64 }
const HEIGHT = 300
/** Only what shows something, and the mesh that finds the nearest month for the tooltip. */
const LAYERS = ['grid', 'axes', 'lines', 'points', 'mesh'] as const

function Tooltip({ point }: PointTooltipProps<NetWorthSeries>) {
  return (
    <div className={styles.tooltip}>
      <strong>{point.data.x}</strong>: {formatMoney(point.data.cents)}
    </div>
  )
}

/** Net worth at each month's end, a dot a month joined by a line; the scale holds zero, so a
 * debt shows below it. */
export function NetWorthLine({ points }: { points: readonly NetWorthPoint[] }) {
  const months = useMemo(() => points.map((point) => point.x), [points])
  const { box, width, theme, margin, axisBottom } = useMonthChart(months, MARGIN)
  // The app's accent, light or dark: the chart's one series.
  const colour = useChartToken('--color-accent-strong')
  const data = useMemo(() => [{ id: 'Net worth', data: points }], [points])
  const values = useMemo(() => {
    const cents = points.map((point) => point.cents)
    return valueAxis(Math.max(0, ...cents), Math.min(0, ...cents))
  }, [points])
  return (
    <div className={styles.canvas} ref={box}>
      {width > 0 && (
        <Line<NetWorthSeries>
          width={width}
          height={HEIGHT}
          layers={LAYERS}
          data={data}
          margin={margin}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: values.min, max: values.max, nice: false }}
          colors={[colour]}
          lineWidth={2}
          enablePoints={dotsFit(width - margin.left - margin.right, points.length)}
          pointSize={6}
          axisBottom={axisBottom}
          axisLeft={{
            format: values.format,
            tickSize: 0,
            tickPadding: 6,
            tickValues: values.ticks,
          }}
          enableGridX={false}
          gridYValues={values.ticks}
          theme={theme}
          useMesh
          tooltip={Tooltip}
          animate={false}
        />
      )}
    </div>
  )
}
