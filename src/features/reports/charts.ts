// The reports' part of the "charts" chunk (the same name as the dashboard's: one chunk, one
// download, nivo in it once).
export { NetWorthBars } from './NetWorthBars'
