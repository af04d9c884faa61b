import { IMPORT_COLUMNS_KEY } from '../../storage/keys'
import { readJson, writeJson } from '../../storage/localStore'
import type { ColumnChoice } from './genericCsv'

/** Enough for every bank a person uses; the oldest choices go first. */
const KEPT = 20

/** The column choices remembered per CSV header; nothing when none is kept or readable (they
 * only save the person a few clicks). parseImportFile checks each against its header. */
export function rememberedColumns(): Record<string, unknown> {
  const read = readJson(IMPORT_COLUMNS_KEY)
  const value = read.ok ? read.value : null
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/** Remembers the columns a person imported a file with, for the next file with this header. */
export function rememberColumns(key: string, choice: ColumnChoice): void {
  const entries = Object.entries(rememberedColumns()).filter(([kept]) => kept !== key)
  writeJson(IMPORT_COLUMNS_KEY, Object.fromEntries([...entries, [key, choice]].slice(-KEPT)))
}
