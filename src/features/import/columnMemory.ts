import { IMPORT_COLUMNS_KEY } from '../../storage/keys'
import { readJson, writeJson } from '../../storage/localStore'
import type { FileFormat } from './model'

/** Enough for every bank a person uses; the oldest choices go first. */
const KEPT = 20

/** The choices remembered per file header: a CSV's columns, or the date format of a file whose
 * dates read two ways (`{ dateOrder }`); nothing when none is kept or readable (they only save
 * the person a few clicks). parseImportFile checks each against its file. */
export function rememberedChoices(): Record<string, unknown> {
  const read = readJson(IMPORT_COLUMNS_KEY)
  const value = read.ok ? read.value : null
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

function keep(key: string, choice: unknown): void {
  const entries = Object.entries(rememberedChoices()).filter(([kept]) => kept !== key)
  writeJson(IMPORT_COLUMNS_KEY, Object.fromEntries([...entries, [key, choice]].slice(-KEPT)))
}

/** Remembers what the person chose for a file they imported, for the next file with its
 * header: the columns of a CSV of unknown origin, or the date format they chose. */
export function rememberChoices({ columns, dateFormat }: FileFormat): void {
  if (columns) keep(columns.key, columns.choice)
  else if (dateFormat?.order) keep(dateFormat.key, { dateOrder: dateFormat.order })
}
