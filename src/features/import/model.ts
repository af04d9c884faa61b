import type { IsoDate } from '../../lib/dates'
import type { BackupLists } from '../categories'
import type { SplitLine } from '../transactions'
import type { DateOrder } from './fileDates'

/** One transaction read from a file, checked with the form's rules, ready to be stored. */
export interface ImportRow {
  date: IsoDate
  type: 'income' | 'expense'
  amountCents: number
  category: string
  description: string
  /** Only from this app's CSV or JSON backup: a split transaction's lines and the tags. */
  splits?: readonly SplitLine[]
  tags?: readonly string[]
  /** The bank's own id of the transaction (OFX FITID): with `bankAccount`, the surest way to
   * spot it again (see bankKey.ts). */
  bankId?: string
  /** The account of the statement it came from, "BANKID:ACCTID" (":ACCTID" for a card), as
   * OFX names it: a FITID is unique only within its account. */
  bankAccount?: string
  /** Only from this app's JSON backup, so a restore keeps ids and creation times. */
  identity?: { id: string; createdAt: string }
  /** The account it goes to, an account's id: the one chosen in the dialog, unless the row
   * names its own (see placeRows). */
  account?: string
  /** The account a row of this app's CSV names, by its name. */
  accountName?: string
  /** Only from a backup: the other half of its transfer, and its reconciled mark. */
  transfer?: string
  reconciled?: true
}

/** What a row of this app's own files keeps beyond the form's fields. */
export type KeptFields = Pick<
  ImportRow,
  'account' | 'accountName' | 'transfer' | 'reconciled' | 'bankId' | 'bankAccount'
>

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

/** What kind of file it is, and the choices the dialog offers for it. */
export interface FileFormat {
  format: FormatId
  /** "OFX bank statement", "Mint export (CSV)"… */
  formatLabel: string
  /** Only for a CSV of unknown origin: its header and the columns the rows were read with. */
  columns?: CsvColumns
  /** Only for another file whose dates read two ways (every day and month 12 or less): the key
   * a choice is remembered under, and the order chosen or remembered (null: none yet). */
  dateFormat?: { key: string; order: DateOrder | null }
  /** Only for this app's JSON backup that holds them: the person's category lists and rules. */
  lists?: BackupLists
}

/** What a file holds, as the preview shows it. */
export interface ParsedFile extends FileFormat, ParsedRows {
  /** A backup's accounts, as stored (restored before its rows). */
  accounts?: unknown[]
  /** While the order of its dates is not known: no row is read (`rows` is empty), and this
   * counts those the form accepts, which are the same in either order. */
  unread?: number
}

export type ParseOutcome = { ok: true; file: ParsedFile } | { ok: false; message: string }

/** Which columns of a CSV of unknown origin hold what; columns by position (0 = first). */
export interface ColumnChoice {
  date: number
  description: number | null
  /** Read when the description cell is empty (a bank's reference, an app's notes). */
  memo: number | null
  category: number | null
  /** One signed amount column, or money out and money in in two columns. */
  amount: { column: number } | { outflow: number; inflow: number }
  /** Null while not known: the chosen date column's dates read two ways (settledDateOrder) and
   * the person has not said which. */
  dateOrder: DateOrder | null
}

/** What the dialog needs to let the person choose: the header, the choice the rows were read
 * with, and the key it is remembered under. */
export interface CsvColumns {
  header: string[]
  key: string
  choice: ColumnChoice
}
