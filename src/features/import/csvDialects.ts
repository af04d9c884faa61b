import { netOfColumns, parseSignedCents } from './amountText'
import type { DatedCandidates, ForeignCandidate } from './candidates'
import { spreadsheetRow, type CsvTable } from './csvTable'
import { parseDateText } from './fileDates'
import type { FormatId } from './model'

type Cell = (name: string) => string

interface DialectRow {
  date: string
  cents: number | null
  description: string
  category: string
  problems?: string[]
}

/** Another app's CSV export: how to know it by its header, and how to read one of its rows. */
export interface CsvDialect {
  format: FormatId
  label: string
  matches: (names: readonly string[]) => boolean
  read: (cell: Cell) => DialectRow
}

const hasAll =
  (...wanted: string[]) =>
  (names: readonly string[]) =>
    wanted.every((name) => names.includes(name))

function firstText(...texts: string[]): string {
  return texts.map((text) => text.trim()).find((text) => text !== '') ?? ''
}

/** Mint writes amounts without a sign and says "debit" or "credit" beside them. */
function mintCents(amount: string, kind: string): Pick<DialectRow, 'cents' | 'problems'> {
  const cents = parseSignedCents(amount)
  const type = kind.trim().toLowerCase()
  if (type !== 'debit' && type !== 'credit') {
    return { cents, problems: ['Transaction Type must be debit or credit'] }
  }
  return { cents: cents === null ? null : type === 'debit' ? -Math.abs(cents) : Math.abs(cents) }
}

const CSV_DIALECTS: readonly CsvDialect[] = [
  {
    format: 'mint',
    label: 'Mint export (CSV)',
    matches: hasAll('date', 'description', 'original description', 'amount', 'transaction type'),
    read: (cell) => ({
      date: cell('date'),
      ...mintCents(cell('amount'), cell('transaction type')),
      description: firstText(cell('description'), cell('original description'), cell('notes')),
      category: cell('category'),
    }),
  },
  {
    format: 'ynab',
    label: 'YNAB register (CSV)',
    matches: hasAll('date', 'payee', 'category group/category', 'memo', 'outflow', 'inflow'),
    read: (cell) => ({
      date: cell('date'),
      cents: netOfColumns(cell('outflow'), cell('inflow')),
      description: firstText(cell('payee'), cell('memo')),
      category: cell('category'),
    }),
  },
  {
    format: 'ynab4',
    label: 'YNAB 4 register (CSV)',
    matches: hasAll('date', 'payee', 'master category', 'sub category', 'outflow', 'inflow'),
    read: (cell) => ({
      date: cell('date'),
      cents: netOfColumns(cell('outflow'), cell('inflow')),
      description: firstText(cell('payee'), cell('memo')),
      // "Category" joins both ("Everyday Expenses: Groceries"); the sub category is the name.
      category: firstText(cell('sub category'), cell('category')),
    }),
  },
  {
    format: 'actual',
    label: 'Actual export (CSV)',
    matches: (names) =>
      ['account', 'date', 'payee', 'notes', 'category', 'amount'].every((n, i) => names[i] === n),
    read: (cell) => ({
      date: cell('date'),
      cents: parseSignedCents(cell('amount')),
      description: firstText(cell('payee'), cell('notes')),
      category: cell('category'),
    }),
  },
]

export function headerNames(header: readonly string[]): string[] {
  return header.map((name) => name.trim().toLowerCase())
}

export function findDialect(header: readonly string[]): CsvDialect | undefined {
  const names = headerNames(header)
  return CSV_DIALECTS.find((dialect) => dialect.matches(names))
}

/** The rows of a known app's CSV; the date order is read from the whole date column (or
 * asked), since YNAB writes dates in the order the person chose in its settings. */
export function dialectCandidates(
  dialect: CsvDialect,
  table: CsvTable,
): DatedCandidates<ForeignCandidate> {
  const names = headerNames(table.header)
  const rows = table.records.map((cells) =>
    dialect.read((name) => {
      const index = names.indexOf(name)
      return index < 0 ? '' : (cells[index] ?? '')
    }),
  )
  return {
    dates: rows.map((row) => row.date),
    readIn: (order) =>
      rows.map(({ date, ...row }, i) => ({
        ...row,
        line: spreadsheetRow(i),
        date: parseDateText(date, order),
      })),
  }
}
