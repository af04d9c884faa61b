import { appCsvCandidates, isAppCsv } from './appCsv'
import { checkCandidates, type Candidate, type Progress } from './candidates'
import { dialectCandidates, findDialect } from './csvDialects'
import { readCsvTable } from './csvTable'
import { decodeText } from './decodeText'
import {
  fitsHeader,
  genericCandidates,
  guessColumns,
  headerKey,
  type ColumnChoice,
} from './genericCsv'
import { backupCandidates, parseJsonBackup } from './jsonBackup'
import type { ParsedFile, ParseOutcome } from './model'
import { ofxCandidates } from './ofx'
import { qifCandidates } from './qif'

export interface ParseOptions {
  /** The columns the person chose for a CSV of unknown origin. */
  columns?: ColumnChoice
  /** Choices remembered per header (headerKey → choice), as the caller read them from storage;
   * one that no longer fits the header is ignored. */
  rememberedColumns?: Readonly<Record<string, unknown>>
}

type Read =
  | { ok: true; format: Omit<ParsedFile, 'rows' | 'refused'>; candidates: Candidate[] }
  | { ok: false; message: string }

/** The share of the progress bar for reading the file, before its rows are checked. */
const READ_SHARE = 0.6

const NOT_TEXT =
  'This file cannot be imported: choose a bank statement (OFX, QFX or QIF), a CSV file or a ' +
  'Finance Tracker backup (JSON).'

function readCsv(text: string, options: ParseOptions, onProgress?: Progress): Read {
  const csv = readCsvTable(text, onProgress)
  if (!csv.ok) return csv
  const { table } = csv
  if (isAppCsv(table.header)) {
    return {
      ok: true,
      format: { format: 'app-csv', formatLabel: 'Finance Tracker CSV' },
      candidates: appCsvCandidates(table),
    }
  }
  const dialect = findDialect(table.header)
  if (dialect) {
    return {
      ok: true,
      format: { format: dialect.format, formatLabel: dialect.label },
      candidates: dialectCandidates(dialect, table),
    }
  }
  const key = headerKey(table.header)
  const choice =
    [options.columns, options.rememberedColumns?.[key]].find((value) =>
      fitsHeader(value, table.header),
    ) ?? guessColumns(table)
  return {
    ok: true,
    format: {
      format: 'csv',
      formatLabel: 'CSV file',
      columns: { header: table.header, key, choice },
    },
    candidates: genericCandidates(table, choice),
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
    return {
      ok: true,
      format: { format: 'app-json', formatLabel: 'Finance Tracker backup (JSON)' },
      candidates: backupCandidates(backup.records),
    }
  }
  if (/OFXHEADER\s*[:=]|<OFX>/i.test(text.slice(0, 4096))) {
    const ofx = ofxCandidates(text)
    if (!ofx.ok) return ofx
    const formatLabel = /\.qfx$/i.test(name) ? 'QFX bank statement' : 'OFX bank statement'
    return { ok: true, format: { format: 'ofx', formatLabel }, candidates: ofx.candidates }
  }
  if (/^\s*!(type|account|option|clear)/i.test(text)) {
    return {
      ok: true,
      format: { format: 'qif', formatLabel: 'QIF file' },
      candidates: qifCandidates(text),
    }
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
  const parsed = checkCandidates(
    read.candidates,
    onProgress && ((f) => onProgress(READ_SHARE + f * (1 - READ_SHARE))),
  )
  if (parsed.rows.length + parsed.refused.length === 0) {
    return { ok: false, message: 'The file holds no transactions.' }
  }
  return { ok: true, file: { ...read.format, ...parsed } }
}
