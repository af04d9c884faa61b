import { useDeferredValue, useMemo } from 'react'
import { useAppSelector } from '../../store/hooks'
import type { ReportPeriod } from './period'
import { ReportRegion } from './ReportRegion'
import { selectReportCharts, selectReportTables } from './selectors'
import { useReportCharts } from './useReportCharts'
import styles from './ReportsPage.module.css'

interface ReportRegionsProps {
  period: ReportPeriod
  account: string
}

/**
 * Income and expenses, Spending by category and Net worth over the chosen period. The tables
 * answer a new choice at once; the three charts, the costliest part to draw, follow in a render
 * React may interrupt, so a change of period never waits for them.
 */
export function ReportRegions({ period, account }: ReportRegionsProps) {
  const tables = useAppSelector((state) => selectReportTables(state, period, account))
  const chartPeriod = useDeferredValue(period)
  const chartAccount = useDeferredValue(account)
  const { incomeBars, spendingSlices, netWorthPoints } = useAppSelector((state) =>
    selectReportCharts(state, chartPeriod, chartAccount),
  )
  const charts = useReportCharts()
  // The same elements while the charts' figures stay: the first render of a change skips them.
  const drawn = useMemo(
    () =>
      charts && {
        income: <charts.MonthlyBars bars={incomeBars} withNet />,
        spending: <charts.CategoryPie slices={spendingSlices} />,
        netWorth: <charts.NetWorthLine points={netWorthPoints} />,
      },
    [charts, incomeBars, spendingSlices, netWorthPoints],
  )
  return (
    <div className={styles.regions}>
      <ReportRegion
        region="income-and-expenses"
        range={period}
        chart={drawn?.income}
        table={tables['income-and-expenses']}
      />
      <ReportRegion
        region="spending-by-category"
        range={period}
        chart={drawn?.spending}
        table={tables['spending-by-category']}
      />
      <ReportRegion
        region="net-worth"
        range={period}
        chart={drawn?.netWorth}
        table={tables['net-worth']}
      />
    </div>
  )
}
