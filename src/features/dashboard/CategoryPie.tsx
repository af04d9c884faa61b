import { useMemo } from 'react'
import { Pie, type PieCustomLayerProps, type PieTooltipProps } from '@nivo/pie'
import { formatMoney } from '../../lib/money'
import type { CategorySlice } from './chartData'
import {
  LEGEND_SWATCH_PX,
  LEGEND_TEXT_OFFSET_PX,
  pieLabelMargin,
  pieLegend,
  type PieLegend,
} from './chartLayout'
import { useChartTheme } from './chartTheme'
import { useChartWidth } from './useChartWidth'
import styles from './Chart.module.css'

const HEIGHT = 300
const LABELLED_MARGIN = { top: 24, bottom: 24 }
/** A pie with its legend under it: the legend's room is added to the bottom margin. */
const LEGEND_MARGIN = { top: 12, bottom: 4, left: 8, right: 8 }
const LEGEND_GAP_PX = 12
const MIN_LEGEND_PIE_RADIUS_PX = 48
const LEGEND_MAX_HEIGHT_PX =
  HEIGHT - LEGEND_MARGIN.top - LEGEND_MARGIN.bottom - LEGEND_GAP_PX - 2 * MIN_LEGEND_PIE_RADIUS_PX

function SliceTooltip({ datum }: PieTooltipProps<CategorySlice>) {
  return (
    <div className={styles.tooltip}>
      <strong>{datum.data.label}</strong>: {formatMoney(datum.data.amountCents)}
    </div>
  )
}

/** A pie layer that draws `legend` just under the pie, in the slices' colours. */
function legendLayer(legend: PieLegend, textColour: string | undefined) {
  return function PieLegendLayer({
    dataWithArc,
    centerY,
    radius,
  }: PieCustomLayerProps<CategorySlice>) {
    return (
      <g transform={`translate(0, ${centerY + radius + LEGEND_GAP_PX})`}>
        {legend.entries.map(({ text, x, y, slice }) => (
          <g key={slice ?? 'more'} transform={`translate(${x}, ${y})`}>
            {slice !== null && (
              <rect
                y={-LEGEND_SWATCH_PX / 2}
                width={LEGEND_SWATCH_PX}
                height={LEGEND_SWATCH_PX}
                rx={2}
                fill={dataWithArc[slice]?.color}
              />
            )}
            <text
              x={slice === null ? 0 : LEGEND_TEXT_OFFSET_PX}
              dominantBaseline="central"
              style={{ fill: textColour, fontSize: 11 }}
            >
              {text}
            </text>
          </g>
        ))}
      </g>
    )
  }
}

/** The slices of every category with their "Category NN%" labels as SVG text: beside the pie,
 * or in a legend under it where the chart is too narrow for them (phones). */
export function CategoryPie({ slices }: { slices: readonly CategorySlice[] }) {
  const { box, width } = useChartWidth()
  return (
    <div className={styles.canvas} ref={box}>
      {width > 0 && <SizedPie slices={slices} width={width} />}
    </div>
  )
}

function SizedPie({ slices, width }: { slices: readonly CategorySlice[]; width: number }) {
  const theme = useChartTheme()
  const textColour = theme.labels?.text?.fill
  const labels = useMemo(() => slices.map((s) => s.label), [slices])
  const { margin, legend } = useMemo(() => {
    const side = pieLabelMargin(labels, width)
    if (side !== null)
      return { margin: { ...LABELLED_MARGIN, left: side, right: side }, legend: null }
    const under = pieLegend(
      labels,
      width - LEGEND_MARGIN.left - LEGEND_MARGIN.right,
      LEGEND_MAX_HEIGHT_PX,
    )
    const bottom = LEGEND_MARGIN.bottom + LEGEND_GAP_PX + under.height
    return { margin: { ...LEGEND_MARGIN, bottom }, legend: under }
  }, [labels, width])
  const layers = useMemo(
    () => (legend === null ? null : ['arcs' as const, legendLayer(legend, textColour)]),
    [legend, textColour],
  )
  return (
    <Pie<CategorySlice>
      width={width}
      height={HEIGHT}
      layers={layers ?? ['arcs', 'arcLinkLabels']}
      data={slices}
      value="amountCents"
      colors={{ datum: 'data.color' }}
      margin={margin}
      padAngle={0.5}
      cornerRadius={2}
      borderWidth={1}
      borderColor={{ theme: 'background' }}
      enableArcLabels={false}
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
  )
}
