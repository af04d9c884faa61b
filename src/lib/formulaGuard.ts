/**
 * What a spreadsheet runs as a formula when a cell starts with it (`=`, `+`, `-`, `@`, and a tab
 * or carriage return, which some skip before one), and the quote this guard adds: text that
 * already starts with a quote gets one more, so taking the guard off is exact.
 */
const GUARDED_START = /^[=+\-@\t\r']/

/**
 * A person's text (a description, a category, a tag, an account's name) as a spreadsheet cell
 * in a file this app writes: a leading `'` where it would start a formula, so that
 * `=HYPERLINK(…)` opens as the text it is. Only for text: the app's own figures ("-5.00",
 * "-5%") are written as they are, so a spreadsheet reads them as numbers.
 */
export function guardFormula(text: string): string {
  return GUARDED_START.test(text) ? `'${text}` : text
}

/** The text `guardFormula` was given; a cell it did not guard as it is. */
export function unguardFormula(cell: string): string {
  return cell.startsWith("'") && GUARDED_START.test(cell.slice(1)) ? cell.slice(1) : cell
}
