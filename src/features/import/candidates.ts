import type { IsoDate } from '../../lib/dates'
import { centsToDecimal } from '../../lib/money'
import { CATCH_ALL } from '../categories'
import type { LineValues, TransactionFormValues } from '../transactions'
import { checkTransaction, errorMessages } from '../transactions'
import type { DateOrder } from './fileDates'
import type { KeptFields, ParsedRows } from './model'

/** What a bank's or another app's file says of one transaction, before the form's checks. */
export interface ForeignCandidate {
  /** Where it is in the file, for the message when it is refused. */
  line: number
  date: IsoDate | null
  /** Signed: below zero is money out. Null when the file's amount is not a number. */
  cents: number | null
  description: string
  /** The file's own category text; empty when it has none. */
  category: string
  bankId?: string
  bankAccount?: string
  /** What reading found wrong that the form cannot see (splits that do not add up…). */
  problems?: string[]
}

/** A row of this app's own CSV or JSON backup: the form's fields, as text. */
export interface FormCandidate {
  line: number
  fields: {
    date: string
    type: string
    category: string
    description: string
    amount: string
    /** Comma-separated, as the form's Tags field holds them. */
    tags?: string
    /** A split transaction's lines (its category "Split"). */
    lines?: readonly LineValues[]
  }
  /** A JSON backup keeps its ids and creation times, so a restore is exact. */
  identity?: { id: string; createdAt: string }
  /** The row's account (a backup's id, a CSV's name), a backup's transfer and mark. */
  kept?: KeptFields
  /** What reading found wrong that the form cannot see (split lines out of order…). */
  problems?: string[]
}

export type Candidate = ForeignCandidate | FormCandidate

/** The rows of a file whose dates may be written day or month first: the dates as written, and
 * the rows read with a given order, once it is known (see fileDates.ts). */
export interface DatedCandidates<C extends Candidate = Candidate> {
  dates: string[]
  readIn: (order: DateOrder) => C[]
}

export type Progress = (fraction: number) => void

const TYPE_MESSAGE = 'Type must be income or expense'
const PROGRESS_EVERY = 2000

function formValues(candidate: Candidate): { values: TransactionFormValues; problems: string[] } {
  if ('fields' in candidate) {
    const { fields } = candidate
    const type = fields.type.trim().toLowerCase()
    const known = type === 'income' || type === 'expense'
    return {
      values: {
        amount: fields.amount.trim(),
        type: known ? type : 'expense',
        category: fields.category.trim(),
        lines: fields.lines ?? null,
        date: fields.date.trim(),
        description: fields.description,
        tags: fields.tags ?? '',
      },
      problems: [...(known ? [] : [TYPE_MESSAGE]), ...(candidate.problems ?? [])],
    }
  }
  const { cents } = candidate
  return {
    values: {
      amount: cents === null ? '' : centsToDecimal(Math.abs(cents)),
      type: cents !== null && cents > 0 ? 'income' : 'expense',
      // The category of a transaction whose file names none (UI_CONTRACT).
      category: candidate.category.trim() || CATCH_ALL,
      lines: null,
      date: candidate.date ?? '',
      description: candidate.description,
      tags: '',
    },
    problems: candidate.problems ?? [],
  }
}

/**
 * Every candidate checked with the form's own rules (an amount above zero, a category, a real
 * date), in file order: each becomes a row to import or a refused row with every reason.
 */
export function checkCandidates(
  candidates: readonly Candidate[],
  onProgress?: Progress,
): ParsedRows {
  const parsed: ParsedRows = { rows: [], refused: [] }
  candidates.forEach((candidate, index) => {
    if (onProgress && index % PROGRESS_EVERY === 0) onProgress(index / candidates.length)
    const { values, problems } = formValues(candidate)
    const checked = checkTransaction(values)
    const messages = [...problems, ...(checked.ok ? [] : errorMessages(checked.errors))]
    if (!checked.ok || messages.length > 0) {
      parsed.refused.push({ line: candidate.line, messages })
    } else if ('fields' in candidate) {
      const { identity, kept } = candidate
      parsed.rows.push({ ...checked.draft, ...(identity ? { identity } : {}), ...kept })
    } else {
      const { bankId, bankAccount } = candidate
      parsed.rows.push({
        ...checked.draft,
        ...(bankId ? { bankId } : {}),
        ...(bankAccount ? { bankAccount } : {}),
      })
    }
  })
  onProgress?.(1)
  return parsed
}
