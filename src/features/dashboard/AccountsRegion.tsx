import { useId } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import { AccountBalances } from '../accounts'
import pageStyles from './DashboardPage.module.css'
import styles from './RecentTransactions.module.css'

/** The accounts' balances and net worth on the dashboard, shown with two or more open
 * accounts. */
export function AccountsRegion() {
  const titleId = useId()
  return (
    <section className={pageStyles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={pageStyles.panelTitle}>
          Accounts
        </h2>
        {/* Not "Accounts": a link query for that name would find it beside the navigation's. */}
        <Link to={paths.accounts} className={styles.viewAll}>
          Manage accounts
        </Link>
      </div>
      <AccountBalances />
    </section>
  )
}
