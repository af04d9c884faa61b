import { useMemo } from 'react'
import { monthAxis, UPRIGHT_TICK_MARGIN_PX } from './chartLayout'
import { useChartTheme } from './chartTheme'
import { useChartWidth } from './useChartWidth'

interface Margin {
  top: number
  right: number
  bottom: number
  left: number
}

/**
 * What a bar chart of months needs to be drawn at a fixed size: its box and measured width, the
 * page's chart theme, and the month labels (side by side, or upright with the room they need
 * below the axis) as nivo's margin and bottom axis.
 */
export function useMonthChart(months: readonly string[], margin: Margin) {
  const theme = useChartTheme()
  const { box, width } = useChartWidth()
  const axis = useMemo(
    () => monthAxis(months, width - margin.left - margin.right),
    [months, width, margin],
  )
  return {
    box,
    width,
    theme,
    margin: axis.upright ? { ...margin, bottom: UPRIGHT_TICK_MARGIN_PX } : margin,
    axisBottom: {
      tickValues: axis.tickValues,
      tickRotation: axis.upright ? -90 : 0,
      tickSize: 0,
      tickPadding: 8,
    },
  }
}
