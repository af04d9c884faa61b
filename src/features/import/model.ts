import type { IsoDate } from '../../lib/dates'
import type { CsvColumns } from './genericCsv'

/** One transaction read from a file, checked with the form's rules, ready to be stored. */
export interface ImportRow {
  date: IsoDate
  type: 'income' | 'expense'
  amountCents: number
  category: string
  description: string
  /** The bank's own id of the transaction (OFX FITID): with `bankAccount`, the surest way to
   * spot it again (see bankKey.ts). */
  bankId?: string
  /** The account of the statement it came from, "BANKID:ACCTID" (":ACCTID" for a card), as
   * OFX names it: a FITID is unique only within its account. */
  bankAccount?: string
  /** Only from this app's JSON backup, so a restore keeps ids and creation times. */
  identity?: { id: string; createdAt: string }
}

/** A row left out, with the form's messages saying why. `line` is where it is in the file. */
export interface RefusedRow {
  line: number
  messages: string[]
}

export type FormatId =
  'app-csv' | 'app-json' | 'ofx' | 'qif' | 'mint' | 'ynab' | 'ynab4' | 'actual' | 'csv'

export interface ParsedRows {
  rows: ImportRow[]
  refused: RefusedRow[]
}

/** What a file holds, as the preview shows it. */
export interface ParsedFile extends ParsedRows {
  format: FormatId
  /** "OFX bank statement", "Mint export (CSV)"… */
  formatLabel: string
  /** Only for a CSV of unknown origin: its header and the columns the rows were read with. */
  columns?: CsvColumns
}

export type ParseOutcome = { ok: true; file: ParsedFile } | { ok: false; message: string }
