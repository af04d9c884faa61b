import { Link } from 'react-router-dom'
import { useAppSelector } from '../../store/hooks'
import { paths } from '../../config/paths'
import { buttonClass } from '../../components/buttonClass'
import { PageHeader } from '../../components/PageHeader'
import { selectToday } from '../calendar'
import { selectTransactionCount } from '../transactions'
import { selectHasBudgets } from '../budgets'
import { selectOpenAccounts } from '../accounts'
import { AccountsRegion } from './AccountsRegion'
import { BudgetsRegion } from './BudgetsRegion'
import { DashboardCharts } from './DashboardCharts'
import { EmptyDashboard } from './EmptyDashboard'
import { RecentTransactions } from './RecentTransactions'
import { SummaryCards } from './SummaryCards'
import { selectMonthAverages, selectRecentTransactions, selectTotals } from './selectors'
import styles from './DashboardPage.module.css'

/** Lazy-loaded by the routes (default export); the charts inside load lazily again. */
export default function DashboardPage() {
  const today = useAppSelector(selectToday)
  const totals = useAppSelector(selectTotals)
  const averages = useAppSelector((state) => selectMonthAverages(state, today))
  const recent = useAppSelector(selectRecentTransactions)
  const isEmpty = useAppSelector(selectTransactionCount) === 0
  const hasBudgets = useAppSelector(selectHasBudgets)
  const severalAccounts = useAppSelector(selectOpenAccounts).length >= 2
  return (
    <div className={styles.page}>
      <PageHeader title="Dashboard">
        <Link to={paths.addTransaction} className={buttonClass('primary')}>
          Add Transaction
        </Link>
      </PageHeader>
      <SummaryCards totals={totals} averages={averages} />
      {severalAccounts && <AccountsRegion />}
      {isEmpty ? <EmptyDashboard /> : <DashboardCharts />}
      {/* Budgets are often set before the first transaction: they show from then on. */}
      {hasBudgets && <BudgetsRegion />}
      {!isEmpty && <RecentTransactions transactions={recent} />}
    </div>
  )
}
