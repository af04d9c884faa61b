import { useMemo } from 'react'
import { Pie, type PieTooltipProps } from '@nivo/pie'
import { formatMoney } from '../../lib/money'
import type { CategorySlice } from './chartData'
import { pieLabelMargin, pieLegend, pieLinkLabels, pieMidAngles } from './chartLayout'
import { useChartTheme } from './chartTheme'
import { LEGEND_GAP_PX, legendLayer, linkLabelsLayer } from './pieLayers'
import { useChartWidth } from './useChartWidth'
import styles from './Chart.module.css'

const HEIGHT = 300
const PAD_DEGREES = 0.5
const LABELLED_MARGIN = { top: 24, bottom: 24 }
/** A pie with its legend under it: the legend's room is added to the bottom margin. */
const LEGEND_MARGIN = { top: 12, bottom: 4, left: 8, right: 8 }
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

/** The slices of every category with their "Category NN%" labels as SVG text: beside the pie,
 * or in a legend under it where the chart is too narrow for them (phones) or they are too many
 * to sit beside it a line apart. */
export function CategoryPie({ slices }: { slices: readonly CategorySlice[] }) {
  const { box, width } = useChartWidth()
  return (
    <div className={styles.canvas} ref={box}>
      {width > 0 && <SizedPie slices={slices} width={width} />}
    </div>
  )
}

/** Labels beside a pie `width` wide, if they fit there: its margin, else null. */
function besideMargin(slices: readonly CategorySlice[], width: number) {
  const side = pieLabelMargin(
    slices.map((s) => s.label),
    width,
  )
  if (side === null) return null
  const diameter = Math.min(width - 2 * side, HEIGHT - LABELLED_MARGIN.top - LABELLED_MARGIN.bottom)
  const middles = pieMidAngles(
    slices.map((s) => s.amountCents),
    (PAD_DEGREES * Math.PI) / 180,
  )
  // The margins above and below are equal, so the pie's centre is the chart's middle.
  const { fits } = pieLinkLabels(middles, diameter / 2, -HEIGHT / 2, HEIGHT / 2)
  return fits ? { ...LABELLED_MARGIN, left: side, right: side } : null
}

function SizedPie({ slices, width }: { slices: readonly CategorySlice[]; width: number }) {
  const theme = useChartTheme()
  const textColour = theme.labels?.text?.fill
  const { margin, legend } = useMemo(() => {
    const beside = besideMargin(slices, width)
    if (beside !== null) return { margin: beside, legend: null }
    const labels = slices.map((s) => s.label)
    const under = pieLegend(
      labels,
      width - LEGEND_MARGIN.left - LEGEND_MARGIN.right,
      LEGEND_MAX_HEIGHT_PX,
    )
    const bottom = LEGEND_MARGIN.bottom + LEGEND_GAP_PX + under.height
    return { margin: { ...LEGEND_MARGIN, bottom }, legend: under }
  }, [slices, width])
  const layers = useMemo(
    () => [
      'arcs' as const,
      legend === null
        ? linkLabelsLayer(textColour, -margin.top, HEIGHT - margin.top)
        : legendLayer(legend, textColour),
    ],
    [legend, margin, textColour],
  )
  return (
    <Pie<CategorySlice>
      width={width}
      height={HEIGHT}
      layers={layers}
      data={slices}
      value="amountCents"
      colors={{ datum: 'data.color' }}
      margin={margin}
      padAngle={PAD_DEGREES}
      cornerRadius={2}
      borderWidth={1}
      borderColor={{ theme: 'background' }}
      enableArcLabels={false}
      theme={theme}
      tooltip={SliceTooltip}
      animate={false}
    />
  )
}
