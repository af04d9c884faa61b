import { guardFormula, unguardFormula } from '../../lib/formulaGuard'

/** This app's CSV: its columns, and which of them hold text guarded against formulas. Shared by
 * the export and the import without papaparse, which only the export of a file needs. */
export const CSV_COLUMNS = [
  'date',
  'type',
  'category',
  'description',
  'amount',
  'tags',
  'split',
] as const
export type CsvColumn = (typeof CSV_COLUMNS)[number]

/** The columns of this app's exports before tags and split lines, which import still reads. */
export const FIRST_CSV_COLUMNS: readonly CsvColumn[] = CSV_COLUMNS.slice(0, 5)

/** The column, after category, of the export of a person with two or more accounts: each
 * row's account (each split line's, the transaction's), by name. */
export const ACCOUNT_COLUMN = 'account'

/** A column of the export, the account's included. */
export type FileColumn = CsvColumn | typeof ACCOUNT_COLUMN

/** The export's columns, in order. */
export function csvColumns(withAccount: boolean): FileColumn[] {
  return withAccount
    ? [...CSV_COLUMNS.slice(0, 3), ACCOUNT_COLUMN, ...CSV_COLUMNS.slice(3)]
    : [...CSV_COLUMNS]
}

/**
 * A split transaction is a row per line, numbered in the `split` column ("1/2", "2/2"), each
 * with the line's category and amount and the transaction's date, type, description and tags:
 * a spreadsheet's sums and filters by category then hold, and this app's import puts the lines
 * back together. Tags are one cell, as the form writes them: "vacation, work".
 */
export function splitMark(line: number, lines: number): string {
  return `${line}/${lines}`
}

/** The columns that hold a person's words: guarded against formulas in the file and unguarded
 * by the import. The others hold the app's own values (dates, types, amounts, split marks),
 * written as they are. */
const TEXT_COLUMNS: ReadonlySet<FileColumn> = new Set<FileColumn>([
  'category',
  ACCOUNT_COLUMN,
  'description',
  'tags',
])

/** What the export writes in `column` for `value`. */
export function fileCell(column: FileColumn, value: string): string {
  return TEXT_COLUMNS.has(column) ? guardFormula(value) : value
}

/** What the import reads in `column` from a cell of this app's CSV. */
export function readCell(column: FileColumn, cell: string): string {
  return TEXT_COLUMNS.has(column) ? unguardFormula(cell) : cell
}
