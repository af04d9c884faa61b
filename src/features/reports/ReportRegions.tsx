import { useAppSelector } from '../../store/hooks'
import type { ReportPeriod } from './period'
import { ReportRegion } from './ReportRegion'
import { selectReport } from './selectors'
import { useReportCharts } from './useReportCharts'
import styles from './ReportsPage.module.css'

interface ReportRegionsProps {
  period: ReportPeriod
  account: string
}

/** Income and expenses, Spending by category and Net worth over the chosen period. */
export function ReportRegions({ period, account }: ReportRegionsProps) {
  const { tables, incomeBars, spendingSlices, netWorthPoints } = useAppSelector((state) =>
    selectReport(state, period, account),
  )
  const charts = useReportCharts()
  return (
    <div className={styles.regions}>
      <ReportRegion
        region="income-and-expenses"
        range={period}
        chart={charts && <charts.MonthlyBars bars={incomeBars} withNet />}
        table={tables['income-and-expenses']}
      />
      <ReportRegion
        region="spending-by-category"
        range={period}
        chart={charts && <charts.CategoryPie slices={spendingSlices} />}
        table={tables['spending-by-category']}
      />
      <ReportRegion
        region="net-worth"
        range={period}
        chart={charts && <charts.NetWorthLine points={netWorthPoints} />}
        table={tables['net-worth']}
      />
    </div>
  )
}
