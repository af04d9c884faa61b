import type { PieCustomLayerProps } from '@nivo/pie'
import type { CategorySlice } from './chartData'
import {
  LEGEND_SWATCH_PX,
  LEGEND_TEXT_OFFSET_PX,
  pieLinkLabels,
  type PieLegend,
} from './chartLayout'

const FONT_SIZE = 11
/** How far under the pie its legend starts. */
export const LEGEND_GAP_PX = 12

/** A pie layer that draws each slice's label beside the pie, linked to it, none over another
 * (`pieLinkLabels`); labels of small neighbouring slices are moved apart rather than stacked
 * as nivo's own link labels are. */
export function linkLabelsLayer(textColour: string | undefined, top: number, bottom: number) {
  return function PieLinkLabelsLayer({
    dataWithArc,
    centerX,
    centerY,
    radius,
  }: PieCustomLayerProps<CategorySlice>) {
    const middles = dataWithArc.map(({ arc }) => (arc.startAngle + arc.endAngle) / 2)
    const { labels } = pieLinkLabels(middles, radius, top - centerY, bottom - centerY)
    return (
      <g transform={`translate(${centerX}, ${centerY})`}>
        {labels.map(({ points, x, y, anchor }, slice) => (
          <g key={dataWithArc[slice].id}>
            <path
              d={`M${points.map(([px, py]) => `${px},${py}`).join('L')}`}
              fill="none"
              stroke={dataWithArc[slice].color}
            />
            <text
              transform={`translate(${x}, ${y})`}
              textAnchor={anchor}
              dominantBaseline="central"
              fill={textColour}
              fontSize={FONT_SIZE}
            >
              {dataWithArc[slice].data.label}
            </text>
          </g>
        ))}
      </g>
    )
  }
}

/** A pie layer that draws `legend` just under the pie, in the slices' colours. */
export function legendLayer(legend: PieLegend, textColour: string | undefined) {
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
              fill={textColour}
              fontSize={FONT_SIZE}
            >
              {text}
            </text>
          </g>
        ))}
      </g>
    )
  }
}
