/** What the dashboard offers the others: its charts' chunk and the helpers its charts draw with
 * (nothing here pulls in nivo: the chunk loads when asked). */
export { categorySlices, type CategorySlice, type MonthlyBar } from './chartData'
export { dotsFit, valueAxis } from './chartLayout'
export { useChartToken } from './chartTheme'
export { default as chartStyles } from './Chart.module.css'
export { ChartTable } from './ChartTable'
export { loadCharts } from './useCharts'
export { useMonthChart } from './useMonthChart'
