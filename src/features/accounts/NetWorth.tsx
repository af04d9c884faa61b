import { formatMoney, type Cents } from '../../lib/money'
import styles from './Accounts.module.css'

/** "Net worth" and the sum of every balance. */
export function NetWorth({ cents }: { cents: Cents }) {
  const sign = cents < 0 ? 'negative' : 'positive'
  return (
    <p className={styles.netWorth}>
      <span>Net worth</span>{' '}
      <strong className={cents < 0 ? styles.negative : ''} data-sign={sign}>
        {formatMoney(cents)}
      </strong>
    </p>
  )
}
