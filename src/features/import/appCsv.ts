import { ACCOUNT_COLUMN, CSV_COLUMNS, FORMULA_START, type CsvColumn } from '../export'
import type { DatedCandidates, FormCandidate } from './candidates'
import { spreadsheetRow, type CsvTable } from './csvTable'
import { parseDateText } from './fileDates'

function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell
}

/** A header of exactly the five columns this app's CSV export writes, or those and its account
 * column, in any order and case. A bank's CSV often has these names among its others (Monzo's
 * has all five), and its rows are not this app's: any other column sends the file to the
 * column choice instead. */
export function isAppCsv(header: readonly string[]): boolean {
  const names = header.map((name) => name.toLowerCase())
  const extra = names.includes(ACCOUNT_COLUMN) ? 1 : 0
  return (
    names.length === CSV_COLUMNS.length + extra &&
    CSV_COLUMNS.every((column) => names.includes(column))
  )
}

/**
 * The rows of this app's own CSV export, its formula guards undone. A spreadsheet that opened
 * and saved the export rewrites its dates in the person's locale (Excel in the US writes
 * 3/1/2026), so dates are read as any file's are (and their order asked when they read two
 * ways); one that is not a date still goes to the form's check as written, and is refused with
 * its message.
 */
export function appCsvCandidates({ header, records }: CsvTable): DatedCandidates<FormCandidate> {
  const names = header.map((name) => name.toLowerCase())
  const index = Object.fromEntries(CSV_COLUMNS.map((column) => [column, names.indexOf(column)]))
  const cell = (cells: string[], column: CsvColumn) => unescapeFormula(cells[index[column]] ?? '')
  const accountAt = names.indexOf(ACCOUNT_COLUMN)
  const accountName = (cells: string[]) => unescapeFormula(cells[accountAt] ?? '').trim()
  return {
    dates: records.map((cells) => cell(cells, 'date')),
    readIn: (order) =>
      records.map((cells, i) => ({
        line: spreadsheetRow(i),
        fields: {
          date: parseDateText(cell(cells, 'date'), order) ?? cell(cells, 'date'),
          type: cell(cells, 'type'),
          category: cell(cells, 'category'),
          description: cell(cells, 'description'),
          amount: cell(cells, 'amount'),
        },
        ...(accountAt >= 0 && accountName(cells) !== ''
          ? { kept: { accountName: accountName(cells) } }
          : {}),
      })),
  }
}
