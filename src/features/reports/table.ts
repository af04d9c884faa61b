import { centsToDecimal, formatMoney, type Cents } from '../../lib/money'

/** A cell of a report's table: text as it is, or money, written as the screen or a file wants. */
export type Cell = string | { cents: Cents }

export interface TableRow {
  key: string
  cells: readonly Cell[]
}

export interface ReportTable {
  columns: readonly string[]
  rows: readonly TableRow[]
}

/** "$1,234.56" on the screen. */
export function cellText(cell: Cell): string {
  return typeof cell === 'string' ? cell : formatMoney(cell.cents)
}

/** "1234.56" in a file: a plain decimal a spreadsheet reads as a number. */
function csvCell(cell: Cell): string {
  const text = typeof cell === 'string' ? cell : centsToDecimal(cell.cents)
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
