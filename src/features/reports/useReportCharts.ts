import { lazyChunk } from '../../components/lazyChunk'
import { loadCharts } from '../dashboard'

/** The dashboard's bars and pie and the net worth chart: one "charts" chunk, one download. */
const charts = lazyChunk(() =>
  Promise.all([loadCharts(), import(/* webpackChunkName: "charts" */ './charts')]).then(
    ([dashboard, own]) => ({ ...dashboard, ...own }),
  ),
)

export const loadReportCharts = charts.load

export const useReportCharts = charts.useChunk
