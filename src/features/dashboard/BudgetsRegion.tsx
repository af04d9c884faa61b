import { useId } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import { ErrorAlert } from '../../components/ErrorAlert'
import { BudgetList, useRemoveBudget } from '../budgets'
import pageStyles from './DashboardPage.module.css'
import styles from './RecentTransactions.module.css'

/** This month's budgets on the dashboard, shown once any budget exists: the items of /budgets,
 * Remove buttons included (UI_CONTRACT "Budgets": "the same items"). */
export function BudgetsRegion() {
  const titleId = useId()
  const { removeError, onRemove } = useRemoveBudget()
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
      {removeError && <ErrorAlert message={removeError} />}
      <BudgetList onRemove={onRemove} />
    </section>
  )
}
