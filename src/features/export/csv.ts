import Papa from 'papaparse'
import { centsToDecimal } from '../../lib/money'
import type { Transaction } from '../transactions'
import { CSV_COLUMNS, FORMULA_START } from './csvFormat'

/** RFC 4180 CSV of the given transactions; cells that could start a formula get a leading `'`. */
export function toCsv(transactions: readonly Transaction[]): string {
  const rows = transactions.map((t) => [
    t.date,
    t.type,
    t.category,
    t.description,
    centsToDecimal(t.amountCents),
  ])
  return Papa.unparse(
    { fields: [...CSV_COLUMNS], data: rows },
    { escapeFormulae: new RegExp(FORMULA_START.source + '[\\s\\S]*$'), newline: '\r\n' },
  )
}
