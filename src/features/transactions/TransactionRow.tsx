import { memo, type MouseEvent } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import { buttonClass } from '../../components/buttonClass'
import { formatIsoDate } from '../../lib/dates'
import { descriptionOr } from '../../lib/describe'
import { formatSignedMoney } from '../../lib/money'
import type { Transaction } from './model'
import { categoriesOf } from './splits'
import styles from './TransactionTable.module.css'

interface TransactionRowProps {
  transaction: Transaction
  /** 1-based among all rows of the table, the header being 1. */
  rowIndex: number
  onDelete: (transaction: Transaction) => void
  onEdit?: (transaction: Transaction, event: MouseEvent) => void
  /** Its account's name, where the table has an Account column. */
  accountName?: string
}

export const TransactionRow = memo(function TransactionRow({
  transaction,
  rowIndex,
  onDelete,
  onEdit,
  accountName,
}: TransactionRowProps) {
  const { date, type, amountCents, tags } = transaction
  const description = descriptionOr(transaction.description, '')
  // A split shows where its money went: its lines' categories.
  const category = categoriesOf(transaction).join(', ')
  return (
    <tr role="row" aria-rowindex={rowIndex} className={styles.row}>
      <td role="cell" className={styles.date}>
        {formatIsoDate(date)}
      </td>
      <td role="cell" className={styles.description} title={description || undefined}>
        <span className={styles.clamp}>
          {description || '-'}
          {tags && (
            <span className={styles.tags}>
              <span className="visually-hidden">Tags:</span>
              {tags.map((tag) => (
                <span key={tag} className={styles.tag}>
                  {tag}
                </span>
              ))}
            </span>
          )}
        </span>
      </td>
      <td role="cell" className={styles.category} title={category}>
        {category}
      </td>
      {accountName !== undefined && (
        <td role="cell" className={styles.account} title={accountName}>
          {accountName}
        </td>
      )}
      <td role="cell" className={styles.type}>
        <span className={`${styles.badge} ${styles[type]}`}>
          {type === 'income' ? 'Income' : 'Expense'}
        </span>
      </td>
      <td role="cell" className={`${styles.amount} ${styles[type]}`}>
        {formatSignedMoney(amountCents, type)}
      </td>
      <td role="cell" className={styles.actions}>
        <Link
          to={paths.editTransaction(transaction)}
          className={buttonClass('secondary')}
          onClick={onEdit && ((event) => onEdit(transaction, event))}
        >
          Edit
        </Link>
        <button
          type="button"
          className={buttonClass('danger')}
          onClick={() => onDelete(transaction)}
        >
          Delete
        </button>
      </td>
    </tr>
  )
})
