import { Pie, type PieTooltipProps } from '@nivo/pie'
import { formatMoney } from '../../lib/money'
import type { CategorySlice } from './chartData'
import { pieLabelMargin } from './chartLayout'
import { useChartTheme } from './chartTheme'
import { useChartWidth } from './useChartWidth'
import styles from './Chart.module.css'

function SliceTooltip({ datum }: PieTooltipProps<CategorySlice>) {
  return (
    <div className={styles.tooltip}>
      <strong>{datum.data.label}</strong>: {formatMoney(datum.data.amountCents)}
    </div>
  )
}

/** The slices of every category; "Category NN%" labels beside the pie, or in a legend under it
 * where the chart is too narrow for them (phones). */
export function CategoryPie({ slices }: { slices: readonly CategorySlice[] }) {
  const theme = useChartTheme()
  const { box, width } = useChartWidth()
  const sideMargin =
    width === 0
      ? null
      : pieLabelMargin(
          slices.map((s) => s.label),
          width,
        )
  const side = sideMargin ?? 8
  return (
    <>
      <div className={styles.canvas} ref={box}>
        {width > 0 && (
          <Pie<CategorySlice>
            width={width}
            height={300}
            layers={sideMargin === null ? ['arcs'] : ['arcs', 'arcLinkLabels']}
            data={slices}
            value="amountCents"
            colors={{ datum: 'data.color' }}
            margin={{ top: 24, bottom: 24, left: side, right: side }}
            padAngle={0.5}
            cornerRadius={2}
            borderWidth={1}
            borderColor={{ theme: 'background' }}
            enableArcLabels={false}
            enableArcLinkLabels={sideMargin !== null}
            arcLinkLabel={(datum) => datum.data.label}
            arcLinkLabelsSkipAngle={0}
            arcLinkLabelsDiagonalLength={12}
            arcLinkLabelsStraightLength={12}
            arcLinkLabelsTextColor={{ theme: 'labels.text.fill' }}
            arcLinkLabelsColor={{ from: 'color' }}
            theme={theme}
            tooltip={SliceTooltip}
            animate={false}
          />
        )}
      </div>
      {width > 0 && sideMargin === null && (
        <p className={styles.legend}>
          {slices.map((slice) => (
            <span key={slice.id} className={styles.legendItem}>
              <span className={styles.swatch} style={{ background: slice.color }} />
              {slice.label}
            </span>
          ))}
        </p>
      )}
    </>
  )
}
