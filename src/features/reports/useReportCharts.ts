import { lazyChunk } from '../../components/lazyChunk'
import { loadCharts } from '../dashboard'

/** The dashboard's bars and pie (its "charts" chunk, shared) and the net worth line, in a chunk
 * of its own: the dashboard never downloads @nivo/line. */
const charts = lazyChunk(() =>
  Promise.all([loadCharts(), import(/* webpackChunkName: "report-charts" */ './charts')]).then(
    ([dashboard, own]) => ({ ...dashboard, ...own }),
  ),
)

export const loadReportCharts = charts.load

export const useReportCharts = charts.useChunk
