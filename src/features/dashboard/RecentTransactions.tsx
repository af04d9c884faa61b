import { useId } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import { formatIsoDate } from '../../lib/dates'
import { descriptionOr } from '../../lib/describe'
import { formatSignedMoney } from '../../lib/money'
import { categoriesOf, type Transaction } from '../transactions'
import pageStyles from './DashboardPage.module.css'
import styles from './RecentTransactions.module.css'

function RecentItem({ transaction }: { transaction: Transaction }) {
  const { description, date, amountCents, type } = transaction
  // A split's lines' categories, as the history shows them.
  const category = categoriesOf(transaction).join(', ')
  return (
    <li className={styles.item}>
      <div className={styles.text}>
        <span className={styles.title}>{descriptionOr(description, category)}</span>
        <span className={styles.meta}>
          <span>{category}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={date}>{formatIsoDate(date)}</time>
        </span>
      </div>
      <span className={`${styles.amount} ${styles[type]}`}>
        {formatSignedMoney(amountCents, type)}
      </span>
    </li>
  )
}

/** The newest few, as the selector gives them; the whole history is one link away. */
export function RecentTransactions({ transactions }: { transactions: readonly Transaction[] }) {
  const titleId = useId()
  return (
    <section className={pageStyles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={pageStyles.panelTitle}>
          Recent Transactions
        </h2>
        <Link to={paths.transactions} className={styles.viewAll}>
          View All
        </Link>
      </div>
      <ul className={styles.list}>
        {transactions.map((transaction) => (
          <RecentItem key={transaction.id} transaction={transaction} />
        ))}
      </ul>
    </section>
  )
}
