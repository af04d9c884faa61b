import type { ColumnChoice } from './model'
import { netOfColumns, parseSignedCents } from './amountText'
import type { DatedCandidates, ForeignCandidate } from './candidates'
import { headerNames } from './csvDialects'
import { spreadsheetRow, type CsvTable } from './csvTable'
import { parseDateText, settledDateOrder } from './fileDates'

/** The same header (whatever its case or spacing) is the same kind of file. */
export function headerKey(header: readonly string[]): string {
  return JSON.stringify(headerNames(header))
}

function isColumn(value: unknown, count: number, optional = false): boolean {
  if (optional && value === null) return true
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < count
}

/** A remembered (or sent) choice that still fits this header; anything else is ignored. */
export function fitsHeader(value: unknown, header: readonly string[]): value is ColumnChoice {
  if (typeof value !== 'object' || value === null) return false
  const choice = value as Record<string, unknown>
  const amount = choice.amount as Record<string, unknown> | null
  const count = header.length
  return (
    isColumn(choice.date, count) &&
    isColumn(choice.description, count, true) &&
    isColumn(choice.memo, count, true) &&
    isColumn(choice.category, count, true) &&
    typeof amount === 'object' &&
    amount !== null &&
    (isColumn(amount.column, count) ||
      (isColumn(amount.outflow, count) && isColumn(amount.inflow, count))) &&
    (choice.dateOrder === null ||
      choice.dateOrder === 'ymd' ||
      choice.dateOrder === 'mdy' ||
      choice.dateOrder === 'dmy')
  )
}

/** Header names in a few languages, most telling first. */
const NAMES = {
  date: [/date|datum|fecha|dátum/, /posted|booked|data/],
  amount: [/amount|betrag|montant|importe|bedrag|összeg/],
  outflow: [/debit|withdrawal|outflow|paid out|money out|spent|soll/],
  inflow: [/credit|deposit|inflow|paid in|money in|received|haben/],
  description: [
    /payee|merchant|counterparty|beneficiary|partner/,
    // Apart from "details": Chase's "Details" (DEBIT/CREDIT) comes before its "Description".
    /description/,
    /details|narrative|particulars|libell/,
    /name|text/,
  ],
  memo: [/memo|note|remark|comment|purpose|verwendungszweck/, /reference/],
  category: [/categor|kategor/],
}

/** The columns whose first cells (the blank ones aside) are all accepted. */
function columnsWhere(table: CsvTable, accepts: (cell: string) => boolean): number[] {
  const sample = table.records.slice(0, 20)
  return table.header
    .map((_, column) => column)
    .filter((column) => {
      const cells = sample.map((cells) => cells[column] ?? '').filter((cell) => cell.trim())
      return cells.length > 0 && cells.every(accepts)
    })
}

/**
 * A first guess at the columns, from common header names in a few languages, then from what
 * the cells hold; the date order is left for the dates to settle (genericCandidates). The person
 * sees and can change it in the dialog.
 */
export function guessColumns(table: CsvTable): ColumnChoice {
  const names = headerNames(table.header)
  const taken = new Set<number>()
  const claim = (index: number) => (taken.add(index), index)
  const named = (patterns: readonly RegExp[]): number | null => {
    for (const pattern of patterns) {
      const index = names.findIndex((name, i) => pattern.test(name) && !taken.has(i))
      if (index >= 0) return claim(index)
    }
    return null
  }
  const isDate = (cell: string) =>
    (parseDateText(cell, 'mdy') ?? parseDateText(cell, 'dmy')) !== null
  const date = named(NAMES.date) ?? claim(columnsWhere(table, isDate)[0] ?? 0)
  const single = named(NAMES.amount)
  const outflow = single === null ? named(NAMES.outflow) : null
  const inflow = outflow === null ? null : named(NAMES.inflow)
  const numeric = columnsWhere(table, (cell) => parseSignedCents(cell) !== null)
  const amount =
    outflow !== null && inflow !== null
      ? { outflow, inflow }
      : { column: single ?? numeric.find((column) => !taken.has(column)) ?? names.length - 1 }
  return {
    date,
    description: named(NAMES.description),
    memo: named(NAMES.memo),
    category: named(NAMES.category),
    amount,
    dateOrder: null,
  }
}

function cellOf(cells: readonly string[], column: number | null): string {
  return column === null ? '' : (cells[column] ?? '').trim()
}

/** The rows of a CSV of unknown origin, read with the chosen columns. A choice without a date
 * order takes the one the chosen date column settles, if it does. */
export function genericCandidates(
  table: CsvTable,
  picked: ColumnChoice,
): Pick<DatedCandidates<ForeignCandidate>, 'readIn'> & { choice: ColumnChoice } {
  const dates = table.records.map((cells) => cellOf(cells, picked.date))
  const choice = { ...picked, dateOrder: picked.dateOrder ?? settledDateOrder(dates) }
  const { amount } = choice
  return {
    choice,
    readIn: (order) =>
      table.records.map((cells, i) => ({
        line: spreadsheetRow(i),
        date: parseDateText(cellOf(cells, choice.date), order),
        cents:
          'column' in amount
            ? parseSignedCents(cellOf(cells, amount.column))
            : netOfColumns(cellOf(cells, amount.outflow), cellOf(cells, amount.inflow)),
        description: cellOf(cells, choice.description) || cellOf(cells, choice.memo),
        category: cellOf(cells, choice.category),
      })),
  }
}
