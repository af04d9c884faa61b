import { memo, type MouseEvent } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import { buttonClass } from '../../components/buttonClass'
import { formatIsoDate } from '../../lib/dates'
import { descriptionOr } from '../../lib/describe'
import { formatSignedMoney } from '../../lib/money'
import type { Transaction } from './model'
import { ROW_HEIGHT_PX } from './useWindowedRows'
import styles from './TransactionTable.module.css'

interface TransactionRowProps {
  transaction: Transaction
  /** 1-based among all rows of the table, the header being 1. */
  rowIndex: number
  onDelete: (transaction: Transaction) => void
  onEdit?: (transaction: Transaction, event: MouseEvent) => void
}

export const TransactionRow = memo(function TransactionRow({
  transaction,
  rowIndex,
  onDelete,
  onEdit,
}: TransactionRowProps) {
  const { date, category, type, amountCents } = transaction
  const description = descriptionOr(transaction.description, '')
  return (
    <tr aria-rowindex={rowIndex} style={{ height: ROW_HEIGHT_PX }}>
      <td>{formatIsoDate(date)}</td>
      <td title={description || undefined}>{description || '-'}</td>
      <td title={category}>{category}</td>
      <td>
        <span className={`${styles.badge} ${styles[type]}`}>
          {type === 'income' ? 'Income' : 'Expense'}
        </span>
      </td>
      <td className={`${styles.amount} ${styles[type]}`}>{formatSignedMoney(amountCents, type)}</td>
      <td className={styles.actions}>
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
