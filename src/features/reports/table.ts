import { guardFormula } from '../../lib/formulaGuard'
import { centsToDecimal, formatMoney, type Cents } from '../../lib/money'

/** A cell of a report's table, written as the screen or a file wants: a person's text (a
 * category's name), a figure the report made ("3/2026", "12%", "-5%"), or money. */
export type Cell = string | { figure: string } | { cents: Cents }

export interface TableRow {
  key: string
  cells: readonly Cell[]
}

export interface ReportTable {
  columns: readonly string[]
  rows: readonly TableRow[]
}

/** Money as "$1,234.56" on the screen. */
export function cellText(cell: Cell): string {
  if (typeof cell === 'string') return cell
  return 'figure' in cell ? cell.figure : formatMoney(cell.cents)
}

/** In a file: money as a plain decimal ("-5.00") and the report's figures as they are, both read
 * by a spreadsheet as numbers; a person's text guarded against running as a formula. */
function csvCell(cell: Cell): string {
  const text =
    typeof cell === 'string'
      ? guardFormula(cell)
      : 'figure' in cell
        ? cell.figure
        : centsToDecimal(cell.cents)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The table as CSV (RFC 4180): the header row, then every row, CRLF line ends. */
export function tableCsv({ columns, rows }: ReportTable): string {
  const lines = [columns, ...rows.map((row) => row.cells)].map((cells) =>
    cells.map(csvCell).join(','),
  )
  return `${lines.join('\r\n')}\r\n`
}

export const REGIONS = {
  'income-and-expenses': 'Income and expenses',
  'spending-by-category': 'Spending by category',
  'net-worth': 'Net worth',
} as const

export type RegionId = keyof typeof REGIONS

/** "report-net-worth-2026-01-01-2026-12-31.csv". */
export function csvFileName(region: RegionId, from: string, to: string): string {
  return `report-${region}-${from}-${to}.csv`
}
