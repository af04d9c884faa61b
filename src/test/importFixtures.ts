import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { OWN_IMPORT_FIXTURES, SHARED_IMPORT_FIXTURES } from './importFixturePaths'
import { parseImportFile, type ParseOptions } from '../features/import/parseImportFile'
import type { ParsedFile } from '../features/import/model'

export { OWN_IMPORT_FIXTURES, SHARED_IMPORT_FIXTURES }

/** Whether the real files are there to test with: CI lays shared/ beside the clone, a lone
 * clone has none. */
export const SHARED_FIXTURES_PRESENT = existsSync(SHARED_IMPORT_FIXTURES)

export function sharedFixtureNames(): string[] {
  return readdirSync(SHARED_IMPORT_FIXTURES).filter((name) => name !== 'README.md')
}

/** A fixture's bytes, as a File in the browser would give them. */
export function fixtureBytes(name: string, dir = OWN_IMPORT_FIXTURES): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(path.join(dir, name)))
}

/** A fixture parsed as the app parses a chosen file; fails the test when it is refused. */
export function parseFixture(
  name: string,
  { dir = OWN_IMPORT_FIXTURES, ...options }: ParseOptions & { dir?: string } = {},
): ParsedFile {
  const outcome = parseImportFile(name, fixtureBytes(name, dir), options)
  if (!outcome.ok) throw new Error(`${name}: ${outcome.message}`)
  return outcome.file
}
