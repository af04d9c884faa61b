import type { FormatId, RefusedRow } from './model'
import styles from './ImportDialog.module.css'

/** Enough to see what is wrong; a file with thousands of bad rows stays quick to show. */
const SHOWN = 10

/** What a refused row's `line` counts in each format: a spreadsheet row, a line of text, or the
 * transaction's position. */
const PLACE: Record<FormatId, string> = {
  'app-csv': 'Row',
  mint: 'Row',
  ynab: 'Row',
  ynab4: 'Row',
  actual: 'Row',
  csv: 'Row',
  qif: 'Line',
  ofx: 'Transaction',
  'app-json': 'Record',
}

/** The rows left out and why, the first few of them. */
export function RefusedRows({
  refused,
  format,
}: {
  refused: readonly RefusedRow[]
  format: FormatId
}) {
  if (refused.length === 0) return null
  const hidden = refused.length - SHOWN
  return (
    <ul className={styles.errors} aria-label="Rows with errors">
      {refused.slice(0, SHOWN).map(({ line, messages }, index) => (
        <li key={index}>
          {PLACE[format]} {line}: {messages.join('; ')}
        </li>
      ))}
      {hidden > 0 && <li>and {hidden} more</li>}
    </ul>
  )
}
