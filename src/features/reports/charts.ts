// The "report-charts" chunk: the net worth line, with @nivo/line, which only the reports load.
export { NetWorthLine } from './NetWorthLine'
