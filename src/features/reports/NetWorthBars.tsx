import { useMemo } from 'react'
import { Bar, type BarTooltipProps } from '@nivo/bar'
import { formatMoney, type Cents } from '../../lib/money'
import { chartStyles as styles, formatAxisDollars, useMonthChart } from '../dashboard'

export interface NetWorthBar {
  [key: string]: string | number
  month: string
  /** Dollars for the scale; every printed figure comes from the cents. */
  'Net worth': number
  cents: Cents
}

const KEYS = ['Net worth']
const MARGIN = { top: 16, right: 28, bottom: 32, left: 64 }
const HEIGHT = 300
const COLOUR = '#3b82f6'

/** "-$1.3K" below zero: a card's debt can take net worth there. */
const axisDollars = (dollars: number) =>
  dollars < 0 ? `-${formatAxisDollars(-dollars)}` : formatAxisDollars(dollars)

function Tooltip({ indexValue, data }: BarTooltipProps<NetWorthBar>) {
  return (
    <div className={styles.tooltip}>
      <strong>{indexValue}</strong>: {formatMoney(data.cents)}
    </div>
  )
}

/** Net worth at each month's end, one bar a month (below the axis when negative). */
export function NetWorthBars({ bars }: { bars: readonly NetWorthBar[] }) {
  const months = useMemo(() => bars.map((bar) => bar.month), [bars])
  const { box, width, theme, margin, axisBottom } = useMonthChart(months, MARGIN)
  return (
    <div className={styles.canvas} ref={box}>
      {width > 0 && (
        <Bar<NetWorthBar>
          width={width}
          height={HEIGHT}
          layers={['grid', 'axes', 'bars']}
          data={bars}
          keys={KEYS}
          indexBy="month"
          margin={margin}
          padding={0.3}
          colors={COLOUR}
          enableLabel={false}
          axisBottom={axisBottom}
          axisLeft={{ format: axisDollars, tickSize: 0, tickPadding: 6, tickValues: 5 }}
          gridYValues={5}
          theme={theme}
          tooltip={Tooltip}
          animate={false}
        />
      )}
    </div>
  )
}
