import { buttonClass } from '../../components/buttonClass'
import { formatMoney, type Cents } from '../../lib/money'
import { ACCOUNT_TYPE_LABELS } from './accountTypes'
import type { Account } from './model'
import table from '../../components/Table.module.css'
import styles from './Accounts.module.css'

export interface AccountRow {
  account: Account
  balanceCents: Cents
}

interface AccountsTableProps {
  rows: readonly AccountRow[]
  onRename: (account: Account) => void
  onReconcile: (account: Account) => void
  onClose: (account: Account) => void
}

/** One row per open account: its name, type and balance, and what can be done with it. */
export function AccountsTable({ rows, onRename, onReconcile, onClose }: AccountsTableProps) {
  const action = (label: string, account: Account, act: (account: Account) => void) => (
    <button type="button" className={buttonClass('secondary')} onClick={() => act(account)}>
      {`${label} ${account.name}`}
    </button>
  )
  return (
    <div className={table.scroller}>
      <table className={table.table} aria-label="Accounts">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col" className={styles.money}>
              Balance
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ account, balanceCents }) => (
            <tr key={account.id}>
              <td className={styles.name}>{account.name}</td>
              <td>{ACCOUNT_TYPE_LABELS[account.type]}</td>
              <td
                className={`${styles.money} ${balanceCents < 0 ? styles.negative : ''}`}
                data-sign={balanceCents < 0 ? 'negative' : 'positive'}
              >
                {formatMoney(balanceCents)}
              </td>
              <td className={styles.actions}>
                {action('Rename', account, onRename)}
                {action('Reconcile', account, onReconcile)}
                {action('Close', account, onClose)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
