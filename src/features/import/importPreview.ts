import type { IsoDate } from '../../lib/dates'
import type { ListRecords } from '../categories'
import { splitNewRows, type DuplicateCandidate } from './duplicates'
import type { ImportRow, ParsedFile, RefusedRow } from './model'

/** What confirming an import would do, as the dialog lists it. */
export interface ImportPreview {
  fresh: ImportRow[]
  duplicates: number
  refused: RefusedRow[]
  /** The first and last date of the file's readable rows; null when none is readable. */
  dates: { first: IsoDate; last: IsoDate } | null
  /** What a backup's category lists and rules add (previewFile fills it in). */
  lists?: ListRecords
}

export function previewImport(
  file: ParsedFile,
  existing: readonly DuplicateCandidate[],
): ImportPreview {
  let dates: ImportPreview['dates'] = null
  for (const { date } of file.rows) {
    if (!dates) dates = { first: date, last: date }
    else if (date < dates.first) dates.first = date
    else if (date > dates.last) dates.last = date
  }
  const { fresh, duplicates } = splitNewRows(existing, file.rows)
  return { fresh, duplicates, refused: file.refused, dates }
}
