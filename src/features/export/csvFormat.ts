/** This app's CSV: its columns, and what a formula-looking cell starts with. Shared by the
 * export and the import without papaparse, which only the export of a file needs. */
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

/** The export's columns, in order. */
export function csvColumns(withAccount: boolean): string[] {
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

/** Text a spreadsheet would run as a formula (and a leading quote, so unescaping is exact). */
export const FORMULA_START = /^[=+\-@\t\r']/
