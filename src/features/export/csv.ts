import Papa from 'papaparse'
import { centsToDecimal } from '../../lib/money'
import { partsOf, tagsText, type Transaction } from '../transactions'
import { csvColumns, fileCell, splitMark, type FileColumn } from './csvFormat'

/** Names a transaction's account, for the account column (csvFormat.ts). */
type AccountName = (transaction: Transaction) => string

/** A transaction's rows, each cell by its column: one row, or one per split line
 * (csvFormat.ts). */
function rowsOf(transaction: Transaction, accountName?: AccountName): Record<FileColumn, string>[] {
  const { date, type, description, splits, tags } = transaction
  const tagText = tagsText(tags)
  const account = accountName ? accountName(transaction) : ''
  return partsOf(transaction).map(({ category, amountCents }, i) => ({
    date,
    type,
    category,
    account,
    description,
    amount: centsToDecimal(amountCents),
    tags: tagText,
    split: splits ? splitMark(i + 1, splits.length) : '',
  }))
}

/** RFC 4180 CSV of the given transactions, a person's text guarded against formulas
 * (csvFormat.ts). With `accountName`, an account column after the category. */
export function toCsv(transactions: readonly Transaction[], accountName?: AccountName): string {
  const fields = csvColumns(accountName !== undefined)
  return Papa.unparse(
    {
      fields,
      data: transactions.flatMap((transaction) =>
        rowsOf(transaction, accountName).map((row) =>
          fields.map((column) => fileCell(column, row[column])),
        ),
      ),
    },
    { newline: '\r\n' },
  )
}
