import Papa from 'papaparse'
import { centsToDecimal } from '../../lib/money'
import { partsOf, tagsText, type Transaction } from '../transactions'
import { CSV_COLUMNS, FORMULA_START, splitMark } from './csvFormat'

/** A transaction's rows: one, or one per split line (csvFormat.ts). */
function rowsOf(transaction: Transaction): string[][] {
  const { date, type, description, splits, tags } = transaction
  const tagText = tagsText(tags)
  return partsOf(transaction).map(({ category, amountCents }, i) => [
    date,
    type,
    category,
    description,
    centsToDecimal(amountCents),
    tagText,
    splits ? splitMark(i + 1, splits.length) : '',
  ])
}

/** RFC 4180 CSV of the given transactions; cells that could start a formula get a leading `'`. */
export function toCsv(transactions: readonly Transaction[]): string {
  return Papa.unparse(
    { fields: [...CSV_COLUMNS], data: transactions.flatMap(rowsOf) },
    { escapeFormulae: new RegExp(FORMULA_START.source + '[\\s\\S]*$'), newline: '\r\n' },
  )
}
