/** What the dashboard offers the others: its charts' chunk and the helpers its charts draw with
 * (nothing here pulls in nivo: the chunk loads when asked). */
export { categorySlices, type CategorySlice, type MonthlyBar } from './chartData'
export { formatAxisDollars, monthAxis, UPRIGHT_TICK_MARGIN_PX } from './chartLayout'
export { useChartTheme } from './chartTheme'
export { loadCharts } from './useCharts'
export { useChartWidth } from './useChartWidth'
