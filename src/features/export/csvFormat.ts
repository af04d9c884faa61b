/** This app's CSV: its columns, and what a formula-looking cell starts with. Shared by the
 * export and the import without papaparse, which only the export of a file needs. */
export const CSV_COLUMNS = ['date', 'type', 'category', 'description', 'amount'] as const
export type CsvColumn = (typeof CSV_COLUMNS)[number]

/** Text a spreadsheet would run as a formula (and a leading quote, so unescaping is exact). */
export const FORMULA_START = /^[=+\-@\t\r']/
