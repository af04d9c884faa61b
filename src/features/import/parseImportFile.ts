import { appCsvCandidates, isAppCsv } from './appCsv'
import { checkCandidates, type Candidate, type DatedCandidates, type Progress } from './candidates'
import { dialectCandidates, findDialect } from './csvDialects'
import { readCsvTable } from './csvTable'
import { dateOrderFor } from './dateOrderChoice'
import { decodeText } from './decodeText'
import type { DateOrder } from './fileDates'
import { fitsHeader, genericCandidates, guessColumns, headerKey } from './genericCsv'
import { backupCandidates, parseJsonBackup } from './jsonBackup'
import type { ColumnChoice, FileFormat, ParseOutcome } from './model'
import { ofxCandidates } from './ofx'
import { qifCandidates } from './qif'

export interface ParseOptions {
  /** The columns the person chose for a CSV of unknown origin. */
  columns?: ColumnChoice
  /** The date format the person chose for any other file whose dates read two ways. */
  dateOrder?: DateOrder
  /** Choices remembered per header (headerKey → a CSV's columns, or `{ dateOrder }`), as the
   * caller read them from storage; one that no longer fits the file is ignored. */
  remembered?: Readonly<Record<string, unknown>>
}

/** What a file is, and its rows once the order of its dates is known (null: not yet). */
type Read =
  | {
      ok: true
      format: FileFormat & { accounts?: unknown[] }
      order: DateOrder | null
      readIn: (order: DateOrder) => Candidate[]
    }
  | { ok: false; message: string }

/** The share of the progress bar for reading the file, before its rows are checked. */
const READ_SHARE = 0.6

const NOT_TEXT =
  'This file cannot be imported: choose a bank statement (OFX, QFX or QIF), a CSV file or a ' +
  'Finance Tracker backup (JSON).'

/** QIF files have no header to tell one bank's from another's: one date format is remembered
 * for them all. */
const QIF_KEY = 'qif'

/** A file whose dates are written in one fixed order (OFX, this app's backup). */
function fixed(format: FileFormat, candidates: Candidate[]): Read {
  return { ok: true, format, order: 'ymd', readIn: () => candidates }
}

/** A file whose dates may read two ways: their order is settled by them, or chosen, or
 * remembered under `key` (see dateOrderFor); the dialog asks when they read two ways. */
function dated(
  format: FileFormat,
  key: string,
  { dates, readIn }: DatedCandidates,
  options: ParseOptions,
): Read {
  const { order, asked } = dateOrderFor(dates, options.dateOrder, options.remembered?.[key])
  return {
    ok: true,
    format: asked ? { ...format, dateFormat: { key, order } } : format,
    order,
    readIn,
  }
}

function readCsv(text: string, options: ParseOptions, onProgress?: Progress): Read {
  const csv = readCsvTable(text, onProgress)
  if (!csv.ok) return csv
  const { table } = csv
  const key = headerKey(table.header)
  if (isAppCsv(table.header)) {
    const format = { format: 'app-csv', formatLabel: 'Finance Tracker CSV' } as const
    return dated(format, key, appCsvCandidates(table), options)
  }
  const dialect = findDialect(table.header)
  if (dialect) {
    const format = { format: dialect.format, formatLabel: dialect.label }
    return dated(format, key, dialectCandidates(dialect, table), options)
  }
  const picked =
    [options.columns, options.remembered?.[key]].find((value) => fitsHeader(value, table.header)) ??
    guessColumns(table)
  const { choice, readIn } = genericCandidates(table, picked)
  return {
    ok: true,
    format: {
      format: 'csv',
      formatLabel: 'CSV file',
      columns: { header: table.header, key, choice },
    },
    order: choice.dateOrder,
    readIn,
  }
}

/** What the file is, told by its content (the name only breaks a tie for JSON and QFX). */
function readByContent(
  name: string,
  text: string,
  options: ParseOptions,
  onProgress?: Progress,
): Read {
  if (/\.json$/i.test(name) || /^\s*[[{]/.test(text)) {
    const backup = parseJsonBackup(text)
    if (!backup.ok) return backup
    const { lists, accounts } = backup
    const format = {
      format: 'app-json',
      formatLabel: 'Finance Tracker backup (JSON)',
      ...(accounts ? { accounts } : {}),
      ...(lists.categories || lists.rules ? { lists } : {}),
    } as const
    return fixed(format, backupCandidates(backup.records))
  }
  if (/OFXHEADER\s*[:=]|<OFX>/i.test(text.slice(0, 4096))) {
    const ofx = ofxCandidates(text)
    if (!ofx.ok) return ofx
    const formatLabel = /\.qfx$/i.test(name) ? 'QFX bank statement' : 'OFX bank statement'
    return fixed({ format: 'ofx', formatLabel }, ofx.candidates)
  }
  if (/^\s*!(type|account|option|clear)/i.test(text)) {
    const format = { format: 'qif', formatLabel: 'QIF file' } as const
    return dated(format, QIF_KEY, qifCandidates(text), options)
  }
  return readCsv(text, options, onProgress)
}

/**
 * Reads a file to import from its bytes: decodes it, recognises its format by content and
 * header, and checks every row with the form's rules. Pure and synchronous: the app runs it in
 * a Web Worker (parseWorker.ts), tests call it directly. `onProgress` hears how far it got,
 * from 0 to 1: splitting a CSV into cells (its longest part) counts for the first 60%, checking
 * the rows for the rest.
 */
export function parseImportFile(
  name: string,
  bytes: ArrayBuffer | ArrayBufferView,
  options: ParseOptions = {},
  onProgress?: Progress,
): ParseOutcome {
  const text = decodeText(bytes)
  if (text.trim() === '') return { ok: false, message: 'The file is empty.' }
  // Text files hold no NUL characters; a spreadsheet, PDF or image does.
  if (text.includes('\u0000')) return { ok: false, message: NOT_TEXT }
  const read = readByContent(name, text, options, onProgress && ((f) => onProgress(f * READ_SHARE)))
  if (!read.ok) return read
  const { format, order, readIn } = read
  // Dates whose order is not known yet have every day and month 12 or less, so either order
  // accepts and refuses the same rows: they are counted, and read once the person chooses.
  const parsed = checkCandidates(
    readIn(order ?? 'mdy'),
    onProgress && ((f) => onProgress(READ_SHARE + f * (1 - READ_SHARE))),
  )
  if (parsed.rows.length + parsed.refused.length === 0) {
    return { ok: false, message: 'The file holds no transactions.' }
  }
  if (order === null) {
    return {
      ok: true,
      file: { ...format, rows: [], refused: parsed.refused, unread: parsed.rows.length },
    }
  }
  return { ok: true, file: { ...format, ...parsed } }
}
