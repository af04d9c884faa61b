import { useId, type ReactNode } from 'react'
import { buttonClass } from '../../components/buttonClass'
import tableStyles from '../../components/Table.module.css'
import { downloadText } from '../../lib/download'
import { ChartTable } from '../dashboard'
import { cellText, csvFileName, REGIONS, tableCsv, type RegionId, type ReportTable } from './table'
import type { DateRange } from './period'
import styles from './ReportsPage.module.css'

interface ReportRegionProps {
  region: RegionId
  range: DateRange
  /** The drawing, null while its code loads: hidden from assistive technology, which reads the
   * table below it. */
  chart: ReactNode
  table: ReportTable
}

/** A region named by its title: its chart, the same figures as a table, and their CSV. */
export function ReportRegion({ region, range, chart, table }: ReportRegionProps) {
  const titleId = useId()
  const download = () =>
    downloadText(csvFileName(region, range.from, range.to), tableCsv(table), 'text/csv')
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {REGIONS[region]}
        </h2>
        <button type="button" className={buttonClass('secondary')} onClick={download}>
          Download CSV
        </button>
      </div>
      <div className={styles.chartBox} aria-hidden="true">
        {chart}
      </div>
      <ChartTable
        columns={table.columns}
        rows={table.rows.map(({ key, cells }) => ({ key, cells: cells.map(cellText) }))}
        shownAs={{ wrapper: tableStyles.scroller, table: tableStyles.table }}
      />
    </section>
  )
}
