/** The CSV writer: papaparse arrives with the first export, not with the history screen. */
export const loadCsv = () => import(/* webpackChunkName: "csv-export" */ './csv')
