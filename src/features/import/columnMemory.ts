import { importColumnsKey, LEGACY_IMPORT_COLUMNS_KEY } from '../../storage/keys'
import { readJson, removeKey, writeJson } from '../../storage/localStore'
import type { FileFormat } from './model'

/** Enough for every bank a person uses; the oldest choices go first. */
const KEPT = 20

/** The choices `ownerId` made per file header: a CSV's columns, or the date format of a file
 * whose dates read two ways (`{ dateOrder }`); nothing when none is kept or readable (they only
 * save the person a few clicks). parseImportFile checks each against its file. */
export function rememberedChoices(ownerId: string): Record<string, unknown> {
  const read = readJson(importColumnsKey(ownerId))
  const value = read.ok ? read.value : null
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

function keep(ownerId: string, key: string, choice: unknown): void {
  const entries = Object.entries(rememberedChoices(ownerId)).filter(([kept]) => kept !== key)
  writeJson(importColumnsKey(ownerId), Object.fromEntries([...entries, [key, choice]].slice(-KEPT)))
  // The shared key of earlier versions may hold another person's first row of records.
  removeKey(LEGACY_IMPORT_COLUMNS_KEY)
}

/** Remembers what the person chose for a file they imported, for their next file with its
 * header: the columns of a CSV of unknown origin, or the date format they chose. */
export function rememberChoices(ownerId: string, { columns, dateFormat }: FileFormat): void {
  if (columns) keep(ownerId, columns.key, columns.choice)
  else if (dateFormat?.order) keep(ownerId, dateFormat.key, { dateOrder: dateFormat.order })
}
