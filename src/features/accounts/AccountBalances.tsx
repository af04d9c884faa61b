import { useAppSelector } from '../../store/hooks'
import { formatMoney } from '../../lib/money'
import { NetWorth } from './NetWorth'
import { selectNetWorth, selectOpenBalances } from './selectors'
import styles from './AccountBalances.module.css'

/** Each open account's balance, then the net worth: the dashboard's "Accounts". */
export function AccountBalances() {
  const rows = useAppSelector(selectOpenBalances)
  const netWorth = useAppSelector(selectNetWorth)
  return (
    <>
      <ul className={styles.list}>
        {rows.map(({ account, balanceCents }) => (
          <li key={account.id} className={styles.item}>
            <span>{account.name}</span>
            <span className={balanceCents < 0 ? styles.negative : styles.amount}>
              {formatMoney(balanceCents)}
            </span>
          </li>
        ))}
      </ul>
      <NetWorth cents={netWorth} />
    </>
  )
}
