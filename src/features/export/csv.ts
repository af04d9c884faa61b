import Papa from 'papaparse'
import { centsToDecimal } from '../../lib/money'
import type { Transaction } from '../transactions'
import { csvColumns, FORMULA_START } from './csvFormat'

/** RFC 4180 CSV of the given transactions; cells that could start a formula get a leading `'`.
 * With `accountName`, an account column after the category. */
export function toCsv(
  transactions: readonly Transaction[],
  accountName?: (transaction: Transaction) => string,
): string {
  const rows = transactions.map((t) => [
    t.date,
    t.type,
    t.category,
    ...(accountName ? [accountName(t)] : []),
    t.description,
    centsToDecimal(t.amountCents),
  ])
  return Papa.unparse(
    { fields: csvColumns(accountName !== undefined), data: rows },
    { escapeFormulae: new RegExp(FORMULA_START.source + '[\\s\\S]*$'), newline: '\r\n' },
  )
}
