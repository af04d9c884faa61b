import type { BarCustomLayerProps } from '@nivo/bar'
import type { MonthlyBar } from './chartData'
import { dotsFit } from './chartLayout'
import styles from './Chart.module.css'

/** The net's name in the legend. */
export const NET = 'Net'
const DOT_RADIUS_PX = 3

/** Each month's net (income − expenses) over its pair of bars: a line through the middle of
 * each pair at the net's height, with a dot there when the months have room for one. */
export function NetLine({ bars, yScale, innerWidth }: BarCustomLayerProps<MonthlyBar>) {
  const expenses = bars.filter((bar) => bar.data.id === 'Expense')
  // From the bars' values (the scale's dollars): nivo's copy of the datum drops its zeros.
  const points = bars
    .filter((bar) => bar.data.id === 'Income')
    .map((income, i) => {
      const expense = expenses[i]
      const x = (income.x + expense.x + expense.width) / 2
      const y: number = yScale((income.data.value ?? 0) - (expense.data.value ?? 0))
      return { key: income.data.indexValue, x, y }
    })
  if (points.length === 0) return null
  return (
    <g>
      <path className={styles.netLine} d={`M${points.map(({ x, y }) => `${x},${y}`).join('L')}`} />
      {dotsFit(innerWidth, points.length) &&
        points.map(({ key, x, y }) => (
          <circle key={key} className={styles.netDot} cx={x} cy={y} r={DOT_RADIUS_PX} />
        ))}
    </g>
  )
}

interface LegendSymbolProps {
  id: string | number
  x: number
  y: number
  size: number
  fill: string
}

/** The legend's swatches: a square for a bar's colour, a dot for the net's line. */
export function LegendSymbol({ id, x, y, size, fill }: LegendSymbolProps) {
  return id === NET ? (
    <circle className={styles.netDot} cx={x + size / 2} cy={y + size / 2} r={size / 2} />
  ) : (
    <rect x={x} y={y} width={size} height={size} fill={fill} />
  )
}
