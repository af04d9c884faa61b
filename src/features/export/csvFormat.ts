/** This app's CSV: its columns, and what a formula-looking cell starts with. Shared by the
 * export and the import without papaparse, which only the export of a file needs. */
export const CSV_COLUMNS = ['date', 'type', 'category', 'description', 'amount'] as const
export type CsvColumn = (typeof CSV_COLUMNS)[number]

/** The column, after category, of the export of a person with two or more accounts: each
 * row's account, by name. */
export const ACCOUNT_COLUMN = 'account'

/** The export's columns, in order. */
export function csvColumns(withAccount: boolean): string[] {
  return withAccount
    ? ['date', 'type', 'category', ACCOUNT_COLUMN, 'description', 'amount']
    : [...CSV_COLUMNS]
}

/** Text a spreadsheet would run as a formula (and a leading quote, so unescaping is exact). */
export const FORMULA_START = /^[=+\-@\t\r']/
