import { useMemo } from 'react'
import { Bar, type BarLegendProps, type BarTooltipProps } from '@nivo/bar'
import { formatMoney } from '../../lib/money'
import { EXPENSE_COLOR, INCOME_COLOR, type MonthlyBar } from './chartData'
import { valueAxis } from './chartLayout'
import { LegendSymbol, NET, NetLine } from './netLine'
import { useMonthChart } from './useMonthChart'
import styles from './Chart.module.css'

const KEYS = ['Income', 'Expense']
const MARGIN = { top: 32, right: 28, bottom: 32, left: 56 }
const HEIGHT = 300
/** Only what shows something: no totals, markers or annotations. */
const LAYERS = ['grid', 'axes', 'bars', 'legends'] as const
const LEGEND: BarLegendProps = {
  dataFrom: 'keys',
  anchor: 'top-right',
  direction: 'row',
  translateY: -28,
  itemWidth: 72,
  itemHeight: 16,
  symbolSize: 10,
}
const WITH_NET = {
  layers: [...LAYERS, NetLine],
  legends: [
    {
      ...LEGEND,
      // Room after "Expense" for the net's dot.
      itemWidth: 80,
      data: [
        { id: 'Income', label: 'Income', color: INCOME_COLOR },
        { id: 'Expense', label: 'Expense', color: EXPENSE_COLOR },
        { id: NET, label: NET },
      ],
      symbolShape: LegendSymbol,
    },
  ],
}
const WITHOUT_NET = { layers: [...LAYERS], legends: [LEGEND] }

function barColour({ id }: { id: string | number }): string {
  return id === 'Income' ? INCOME_COLOR : EXPENSE_COLOR
}

function BarTooltip({ id, indexValue, data }: BarTooltipProps<MonthlyBar>) {
  const cents = id === 'Income' ? data.incomeCents : data.expenseCents
  return (
    <div className={styles.tooltip}>
      <strong>{id}</strong> {indexValue}: {formatMoney(cents)}
    </div>
  )
}

interface MonthlyBarsProps {
  bars: readonly MonthlyBar[]
  /** With each month's net (income − expenses) as a line over its bars: the reports'. */
  withNet?: boolean
}

/** Income and expense side by side per month; bars in dollars, every printed figure from cents. */
export function MonthlyBars({ bars, withNet = false }: MonthlyBarsProps) {
  const months = useMemo(() => bars.map((bar) => bar.month), [bars])
  const { box, width, theme, margin, axisBottom } = useMonthChart(months, MARGIN)
  const values = useMemo(() => {
    let [max, min] = [0, 0]
    for (const { incomeCents, expenseCents } of bars) {
      max = Math.max(max, incomeCents, expenseCents)
      if (withNet) min = Math.min(min, incomeCents - expenseCents)
    }
    return valueAxis(max, min)
  }, [bars, withNet])
  const { layers, legends } = withNet ? WITH_NET : WITHOUT_NET
  return (
    <div className={styles.canvas} ref={box}>
      {width > 0 && (
        <Bar<MonthlyBar>
          width={width}
          height={HEIGHT}
          layers={layers}
          data={bars}
          keys={KEYS}
          indexBy="month"
          groupMode="grouped"
          margin={margin}
          padding={0.25}
          innerPadding={1}
          colors={barColour}
          enableLabel={false}
          axisBottom={axisBottom}
          // The scale ends on the last tick, so every labelled tick is inside the chart.
          valueScale={{ type: 'linear', min: values.min, max: values.max, nice: false }}
          axisLeft={{
            format: values.format,
            tickSize: 0,
            tickPadding: 6,
            tickValues: values.ticks,
          }}
          gridYValues={values.ticks}
          theme={theme}
          tooltip={BarTooltip}
          animate={false}
          legends={legends}
        />
      )}
    </div>
  )
}
