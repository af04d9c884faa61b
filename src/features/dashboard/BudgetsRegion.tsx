import { useId } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import { BudgetList } from '../budgets'
import pageStyles from './DashboardPage.module.css'
import styles from './RecentTransactions.module.css'

/** This month's budgets on the dashboard, shown once any budget exists. */
export function BudgetsRegion() {
  const titleId = useId()
  return (
    <section className={pageStyles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={pageStyles.panelTitle}>
          Budgets
        </h2>
        {/* Not "Manage budgets": a link query for "Budgets" would find it beside the
            navigation's. */}
        <Link to={paths.budgets} className={styles.viewAll}>
          Change limits
        </Link>
      </div>
      <BudgetList />
    </section>
  )
}
