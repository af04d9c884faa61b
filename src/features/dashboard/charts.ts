// The "charts" chunk: everything that pulls in nivo and d3.
export { CategoryPie } from './CategoryPie'
export { MonthlyBars } from './MonthlyBars'
