import { formatIsoDate } from '../../lib/dates'
import { formatSignedMoney } from '../../lib/money'
import type { ImportRow } from './model'
import styles from './ImportDialog.module.css'

/** The preview stays small whatever the file's size. */
const SHOWN = 5

/** The first rows an import would add, as the history list will show them. */
export function PreviewRows({ rows }: { rows: readonly ImportRow[] }) {
  if (rows.length === 0) return null
  return (
    <table className={styles.preview}>
      <caption>First rows to add</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Category</th>
          <th scope="col">Description</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {rows.slice(0, SHOWN).map((row, index) => (
          <tr key={index}>
            <td>{formatIsoDate(row.date)}</td>
            <td className={styles.clip}>{row.category}</td>
            <td className={styles.clip}>{row.description || '-'}</td>
            <td>{formatSignedMoney(row.amountCents, row.type)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
