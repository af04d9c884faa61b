import { lazyChunk } from '../../components/lazyChunk'

/** The charts' code (nivo and d3). Requested beside the dashboard's own chunk (app/screens.ts):
 * when it is in by the dashboard's first render, that render draws them, with no pass of empty
 * 300 px boxes first; otherwise the cards show at once and the charts follow. */
const charts = lazyChunk(() => import(/* webpackChunkName: "charts" */ './charts'))

export const loadCharts = charts.load

/** The chart components once their chunk has arrived, null until then. */
export const useCharts = charts.useChunk
