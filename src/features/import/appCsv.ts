import { centsToDecimal, parseAmountInput } from '../../lib/money'
import {
  ACCOUNT_COLUMN,
  CSV_COLUMNS,
  FIRST_CSV_COLUMNS,
  readCell,
  type CsvColumn,
  type FileColumn,
} from '../export'
import { SPLIT_CATEGORY } from '../transactions'
import type { DatedCandidates, FormCandidate } from './candidates'
import { spreadsheetRow, type CsvTable } from './csvTable'
import type { DateOrder } from './fileDates'
import { parseDateText } from './fileDates'

export const splitMessages = {
  order: 'Split lines must follow each other, numbered 1/N to N/N',
  shared: 'Split lines must have the same date, type, description and tags',
} as const

/** A header of exactly the columns this app's CSV export writes (or wrote before tags and split
 * lines), with or without its account column, in any order and case. A bank's CSV often has
 * these names among its others (Monzo's has all five first ones), and its rows are not this
 * app's: any other column sends the file to the column choice instead. */
export function isAppCsv(header: readonly string[]): boolean {
  const names = header.map((name) => name.toLowerCase())
  const extra = names.includes(ACCOUNT_COLUMN) ? 1 : 0
  return [CSV_COLUMNS, FIRST_CSV_COLUMNS].some(
    (columns) =>
      names.length === columns.length + extra && columns.every((column) => names.includes(column)),
  )
}

interface Row {
  line: number
  /** A cell; empty in a column the file lacks. */
  cell: (column: FileColumn) => string
}

/** A split row's place among its lines ("2/3"), null for a row that is not a line, 'bad' for a
 * mark that is neither. */
function markOf(row: Row): { n: number; of: number } | null | 'bad' {
  const text = row.cell('split').trim()
  if (text === '') return null
  const match = /^(\d{1,3})\/(\d{1,3})$/.exec(text)
  return match ? { n: Number(match[1]), of: Number(match[2]) } : 'bad'
}

type Mark = ReturnType<typeof markOf>

const isLine = (mark: Mark, n: number, of: number) =>
  mark !== null && mark !== 'bad' && mark.n === n && mark.of === of

/** The rows in transactions: a row alone, or a split's lines 1/N to N/N in a row; lines out of
 * that order stand apart, refused. */
function transactionsOf(rows: readonly Row[]): { rows: Row[]; problem?: string }[] {
  const groups: { rows: Row[]; problem?: string }[] = []
  let i = 0
  while (i < rows.length) {
    const mark = markOf(rows[i])
    const taken = [rows[i]]
    i += 1
    if (mark === null) {
      groups.push({ rows: taken })
      continue
    }
    const of = mark !== 'bad' && mark.n === 1 && mark.of >= 2 ? mark.of : 0
    while (taken.length < of && i < rows.length && isLine(markOf(rows[i]), taken.length + 1, of)) {
      taken.push(rows[i])
      i += 1
    }
    groups.push(
      taken.length === of ? { rows: taken } : { rows: taken, problem: splitMessages.order },
    )
  }
  return groups
}

const SHARED: readonly CsvColumn[] = ['date', 'type', 'description', 'tags']

/** One transaction's candidate: a row's fields, or a split's, its amount the lines' sum. */
function candidateOf(rows: readonly Row[], order: DateOrder, problem?: string): FormCandidate {
  const [first] = rows
  const date = first.cell('date')
  const fields = {
    date: parseDateText(date, order) ?? date,
    type: first.cell('type'),
    category: first.cell('category'),
    description: first.cell('description'),
    amount: first.cell('amount'),
    tags: first.cell('tags'),
  }
  const apart = rows.some((row) => SHARED.some((column) => row.cell(column) !== first.cell(column)))
  const problems = [...(problem ? [problem] : []), ...(apart ? [splitMessages.shared] : [])]
  // A split's account is its first line's: the export writes the transaction's on each line.
  const accountName = first.cell(ACCOUNT_COLUMN).trim()
  const found = {
    line: first.line,
    ...(problems.length > 0 ? { problems } : {}),
    ...(accountName !== '' ? { kept: { accountName } } : {}),
  }
  if (rows.length === 1) return { ...found, fields }
  const lines = rows.map((row) => ({ category: row.cell('category'), amount: row.cell('amount') }))
  // A line that is not an amount leaves the sum empty: its own message says why.
  const total = lines.reduce<number | null>((sum, line) => {
    const cents = parseAmountInput(line.amount)
    return sum === null || cents === null ? null : sum + cents
  }, 0)
  const amount = total === null ? '' : centsToDecimal(total)
  return { ...found, fields: { ...fields, category: SPLIT_CATEGORY, amount, lines } }
}

/**
 * The rows of this app's own CSV export, its formula guards undone and its split lines put back
 * together. A spreadsheet that opened and saved the export rewrites its dates in the person's
 * locale (Excel in the US writes 3/1/2026), so dates are read as any file's are (and their order
 * asked when they read two ways); one that is not a date still goes to the form's check as
 * written, and is refused with its message.
 */
export function appCsvCandidates({ header, records }: CsvTable): DatedCandidates<FormCandidate> {
  const names = header.map((name) => name.toLowerCase())
  const index = Object.fromEntries(
    [...CSV_COLUMNS, ACCOUNT_COLUMN].map((column) => [column, names.indexOf(column)]),
  )
  const rowOf = (cells: string[], i: number): Row => ({
    line: spreadsheetRow(i),
    cell: (column) => (index[column] < 0 ? '' : readCell(column, cells[index[column]] ?? '')),
  })
  return {
    dates: records.map((cells, i) => rowOf(cells, i).cell('date')),
    readIn: (order) =>
      transactionsOf(records.map(rowOf)).map((group) =>
        candidateOf(group.rows, order, group.problem),
      ),
  }
}
