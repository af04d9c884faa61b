import { formatMoney } from '../../lib/money'
import { parseSignedCents } from './amountText'
import type { DatedCandidates, ForeignCandidate } from './candidates'
import { parseDateText } from './fileDates'

/** The sections that hold spending: bank, cash and credit-card accounts. */
const SPENDING_SECTIONS = /^!type:\s*(bank|cash|ccard)\s*$/i

interface Split {
  category: string
  memo: string
  amount: string
}

/** One QIF record: the fields between two `^` lines, by their one-letter codes. */
interface QifRecord {
  line: number
  date: string
  amount: string
  payee: string
  memo: string
  category: string
  splits: Split[]
}

function emptyRecord(line: number): QifRecord {
  return { line, date: '', amount: '', payee: '', memo: '', category: '', splits: [] }
}

/** Fills a record from one field line; codes the app has no use for (N, C, A…) are passed by. */
function addField(record: QifRecord, code: string, value: string): void {
  const split = record.splits[record.splits.length - 1]
  switch (code) {
    case 'D':
      record.date = value
      break
    case 'T':
      record.amount = value
      break
    case 'U': // the same amount, written by newer Quicken versions next to T
      record.amount ||= value
      break
    case 'P':
      record.payee = value
      break
    case 'M':
      record.memo = value
      break
    case 'L':
      record.category = value
      break
    case 'S':
      record.splits.push({ category: value, memo: '', amount: '' })
      break
    case 'E':
      if (split) split.memo = value
      break
    case '$':
      if (split) split.amount = value
      break
  }
}

/** The records of the bank, cash and credit-card sections; `!Account` blocks and every other
 * section (investments, category lists, memorised payees…) are skipped. */
function readRecords(content: string): QifRecord[] {
  const records: QifRecord[] = []
  const lines = content.split(/\r\n|\r|\n/)
  let inSpending = false
  let record: QifRecord | null = null
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index].trim()
    if (line === '') continue
    if (line.startsWith('!')) {
      // !Option:AutoSwitch and !Clear:AutoSwitch frame account lists; they change no section.
      if (!/^!(option|clear):/i.test(line)) inSpending = SPENDING_SECTIONS.test(line)
      record = null
    } else if (!inSpending) {
      continue
    } else if (line === '^') {
      if (record) records.push(record)
      record = null
    } else {
      record ??= emptyRecord(index + 1)
      addField(record, line[0], line.slice(1).trim())
    }
  }
  if (record) records.push(record)
  return records
}

function describe(payee: string, ...memos: string[]): string {
  return payee || memos.find((memo) => memo !== '') || ''
}

/**
 * A record as candidates: one per split when it has splits (each with its own category and
 * amount, and together adding up to the record's total), otherwise one. A record whose splits
 * do not add up is refused whole: importing part of it would change the person's totals.
 */
function toCandidates(record: QifRecord, date: ForeignCandidate['date']): ForeignCandidate[] {
  const total = parseSignedCents(record.amount)
  const base = { line: record.line, date }
  if (record.splits.length === 0) {
    return [
      {
        ...base,
        cents: total,
        description: describe(record.payee, record.memo),
        category: record.category,
      },
    ]
  }
  const splits = record.splits.map((split) => ({
    ...base,
    cents: parseSignedCents(split.amount),
    description: describe(record.payee, split.memo, record.memo),
    category: split.category,
  }))
  const refuse = (problem: string) => [
    { ...base, cents: total, description: '', category: '', problems: [problem] },
  ]
  let sum = 0
  for (const [index, split] of splits.entries()) {
    if (split.cents === null) {
      return refuse(`The split amount "${record.splits[index].amount}" is not a number`)
    }
    sum += split.cents
  }
  if (total !== null && sum !== total) {
    return refuse(`The splits add up to ${formatMoney(sum)}, not the total ${formatMoney(total)}`)
  }
  // A split of $0.00 moves no money and would only be refused by the form's amount rule.
  return splits.filter((split) => split.cents !== 0)
}

/**
 * The transactions of a QIF file. Its dates have no fixed order (Quicken writes 12/31'25 or
 * 12/31/2025 in the US, 31/12/2025 elsewhere), so the order is read from all of them at once
 * (or asked); `line` is the line where a record starts.
 */
export function qifCandidates(content: string): DatedCandidates<ForeignCandidate> {
  const records = readRecords(content)
  return {
    dates: records.map((record) => record.date),
    readIn: (order) =>
      records.flatMap((record) => toCandidates(record, parseDateText(record.date, order))),
  }
}
