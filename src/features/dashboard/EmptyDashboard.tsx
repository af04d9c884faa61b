import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import { buttonClass } from '../../components/buttonClass'
import styles from './DashboardPage.module.css'

/** In place of the charts and the recent list until the first transaction is saved. */
export function EmptyDashboard() {
  return (
    <div className={`${styles.panel} ${styles.empty}`}>
      <p className={styles.emptyText}>No transactions yet</p>
      <Link to={paths.addTransaction} className={buttonClass('primary')}>
        Add your first transaction
      </Link>
    </div>
  )
}
