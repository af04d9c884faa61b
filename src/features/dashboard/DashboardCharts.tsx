import { useAppSelector } from '../../store/hooks'
import { formatMoney } from '../../lib/money'
import { ChartSection } from './ChartSection'
import { ChartTable } from './ChartTable'
import { selectCategorySlices, selectMonthlyBars } from './selectors'
import { useCharts } from './useCharts'
import styles from './DashboardPage.module.css'

export function DashboardCharts() {
  const bars = useAppSelector(selectMonthlyBars)
  const slices = useAppSelector(selectCategorySlices)
  const charts = useCharts()
  return (
    <div className={styles.charts}>
      <ChartSection
        title="Monthly Overview"
        chart={charts && <charts.MonthlyBars bars={bars} />}
        alternative={
          <ChartTable
            caption="Income and expenses per month"
            columns={['Month', 'Income', 'Expenses']}
            rows={bars.map((bar) => ({
              key: bar.month,
              cells: [bar.month, formatMoney(bar.incomeCents), formatMoney(bar.expenseCents)],
            }))}
          />
        }
      />
      <ChartSection
        title="Expense Categories"
        chart={charts && <charts.CategoryPie slices={slices} />}
        alternative={
          <ChartTable
            caption="Amounts by category, income and expenses together"
            columns={['Category', 'Amount', 'Share']}
            rows={slices.map((slice) => ({
              key: slice.id,
              cells: [slice.id, formatMoney(slice.amountCents), `${slice.percent}%`],
            }))}
          />
        }
      />
    </div>
  )
}
