import Papa from 'papaparse'
import { centsToDecimal } from '../../lib/money'
import { partsOf, tagsText, type Transaction } from '../transactions'
import { csvColumns, FORMULA_START, splitMark } from './csvFormat'

/** Names a transaction's account, for the account column (csvFormat.ts). */
type AccountName = (transaction: Transaction) => string

/** A transaction's rows: one, or one per split line (csvFormat.ts). */
function rowsOf(transaction: Transaction, accountName?: AccountName): string[][] {
  const { date, type, description, splits, tags } = transaction
  const tagText = tagsText(tags)
  const account = accountName ? [accountName(transaction)] : []
  return partsOf(transaction).map(({ category, amountCents }, i) => [
    date,
    type,
    category,
    ...account,
    description,
    centsToDecimal(amountCents),
    tagText,
    splits ? splitMark(i + 1, splits.length) : '',
  ])
}

/** RFC 4180 CSV of the given transactions; cells that could start a formula get a leading `'`.
 * With `accountName`, an account column after the category. */
export function toCsv(transactions: readonly Transaction[], accountName?: AccountName): string {
  return Papa.unparse(
    {
      fields: csvColumns(accountName !== undefined),
      data: transactions.flatMap((transaction) => rowsOf(transaction, accountName)),
    },
    { escapeFormulae: new RegExp(FORMULA_START.source + '[\\s\\S]*$'), newline: '\r\n' },
  )
}
