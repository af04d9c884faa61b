import { candidatesFromCsv, candidatesFromRecords } from './candidates'
import { parseCsv } from './csv'
import type { ImportCandidate } from './importPlan'
import { parseJsonBackup } from './jsonBackup'

export type ReadResult =
  { ok: true; candidates: ImportCandidate[] } | { ok: false; message: string }

/** A JSON backup or a CSV export, told apart by name and, failing that, by content. */
export function readImportFile(name: string, text: string): ReadResult {
  const looksJson = /\.json$/i.test(name) || /^\s*[[{]/.test(text)
  if (looksJson) {
    const backup = parseJsonBackup(text)
    return backup.ok ? { ok: true, candidates: candidatesFromRecords(backup.records) } : backup
  }
  const csv = parseCsv(text)
  return csv.ok ? { ok: true, candidates: candidatesFromCsv(csv.rows) } : csv
}
