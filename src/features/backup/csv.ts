import Papa from 'papaparse'
import { centsToDecimal } from '../../lib/money'
import type { Transaction } from '../transactions/model'

export const CSV_COLUMNS = ['date', 'type', 'category', 'description', 'amount'] as const
export type CsvColumn = (typeof CSV_COLUMNS)[number]
export type CsvRow = Record<CsvColumn, string>

/** Text a spreadsheet would run as a formula (and a leading quote, so unescaping is exact). */
const FORMULA_START = /^[=+\-@\t\r']/

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

function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell
}

export type CsvParseResult =
  { ok: true; rows: { line: number; row: CsvRow }[] } | { ok: false; message: string }

/** Reads a CSV with a header naming the five columns (in any order, any case). */
export function parseCsv(text: string): CsvParseResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' })
  const [header, ...data] = parsed.data
  if (!header) return { ok: false, message: 'The file is empty.' }
  const names = header.map((name) => name.trim().toLowerCase())
  const missing = CSV_COLUMNS.filter((column) => !names.includes(column))
  if (missing.length > 0) {
    return { ok: false, message: `The file has no ${missing.join(', ')} column.` }
  }
  const index = Object.fromEntries(CSV_COLUMNS.map((column) => [column, names.indexOf(column)]))
  const rows = data.map((cells, i) => {
    const row = Object.fromEntries(
      CSV_COLUMNS.map((column) => [column, unescapeFormula(cells[index[column]] ?? '')]),
    ) as CsvRow
    // Line numbers as a spreadsheet shows them: the header is line 1.
    return { line: i + 2, row }
  })
  return { ok: true, rows }
}
