import { memo, useRef, type CSSProperties, type MouseEvent } from 'react'
import type { AccountChoices } from './accountChoices'
import type { SortDirection, SortKey } from './historyQuery'
import type { Transaction } from './model'
import { TransactionRow } from './TransactionRow'
import { useWindowedRows } from './useWindowedRows'
import styles from './TransactionTable.module.css'

interface TransactionTableProps {
  transactions: readonly Transaction[]
  /** The id of the heading that names the table. */
  labelledBy: string
  sortKey: SortKey
  direction: SortDirection
  onDelete: (transaction: Transaction) => void
  onEdit?: (transaction: Transaction, event: MouseEvent) => void
  /** Where to scroll the page as the table is shown, if anywhere (returning from a row's form):
   * asked once per showing, and null once spent. */
  takeReturnScroll?: () => number | null
  /** Given when the table shows each row's account (two or more are open). */
  accounts?: AccountChoices
}

const COLUMNS = ['Date', 'Description', 'Category', 'Type', 'Amount', 'Actions'] as const
/** The Account column, after Category, where the person has two or more open accounts. */
const WITH_ACCOUNT = [
  'Date',
  'Description',
  'Category',
  'Account',
  'Type',
  'Amount',
  'Actions',
] as const
type Column = (typeof WITH_ACCOUNT)[number]
const SORTED_BY: Partial<Record<Column, SortKey>> = {
  Date: 'date',
  Category: 'category',
  Amount: 'amount',
}
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

/** Spacer standing in for rows not rendered; hidden from assistive technology, which learns the
 * table's size from aria-rowcount instead. Its height is the rows' count times the row height
 * the CSS gives the layout in force (table or cards), so the count is all it is told. */
function Spacer({ rows, columns }: { rows: number; columns: number }) {
  if (rows === 0) return null
  return (
    <tr aria-hidden="true" className={styles.spacer} style={{ '--rows': rows } as CSSProperties}>
      <td colSpan={columns} />
    </tr>
  )
}

/** The history table: a table where there is room for its columns, otherwise one card per row
 * (TransactionTable.module.css). Long lists render only the rows near the viewport. Memoised: a
 * keystroke's first render, before the deferred list follows, leaves it alone. */
export const TransactionTable = memo(function TransactionTable(props: TransactionTableProps) {
  const { transactions, labelledBy, sortKey, direction, onDelete, onEdit, accounts } = props
  const columns: readonly Column[] = accounts ? WITH_ACCOUNT : COLUMNS
  const body = useRef<HTMLTableSectionElement>(null)
  const { start, end } = useWindowedRows(transactions.length, body, props.takeReturnScroll)
  // Explicit roles: WebKit (VoiceOver on an iPhone) drops a table's semantics once CSS changes
  // its display, as the narrow layout's cards do.
  return (
    <div className={`${styles.scroller} ${accounts ? styles.withAccount : ''}`}>
      <table
        role="table"
        className={styles.table}
        aria-labelledby={labelledBy}
        aria-rowcount={transactions.length + 1}
      >
        <thead role="rowgroup">
          <tr role="row" aria-rowindex={1}>
            {columns.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className={styles[`col${column}`]}
                aria-sort={SORTED_BY[column] === sortKey ? ARIA_SORT[direction] : undefined}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" ref={body}>
          <Spacer rows={start} columns={columns.length} />
          {transactions.slice(start, end).map((transaction, i) => (
            <TransactionRow
              key={transaction.id}
              transaction={transaction}
              rowIndex={start + i + 2}
              onDelete={onDelete}
              onEdit={onEdit}
              accountName={accounts?.nameOf(accounts.accountOf(transaction))}
            />
          ))}
          <Spacer rows={transactions.length - end} columns={columns.length} />
        </tbody>
      </table>
    </div>
  )
})
