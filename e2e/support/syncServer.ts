// The sync test server (e2e/sync-server), started by playwright.config.ts for the whole run and
// shared by every test: give each test its own server usernames. Requests as its admin, and
// accounts made as couch_peruser makes them, are e2e/sync-server/admin.mjs's (the benchmark's
// too).
import {
  asAdmin as adminRequest,
  createServerAccount,
  parseAdmin,
  peruserDbName,
} from '../sync-server/admin.mjs'

/** The "Server address" the app is given in tests: the app's own origin, proxied. */
export const SYNC_SERVER_PATH = '/couchdb'

/** The address through the app's origin, for requests made outside the page. */
export function proxiedSyncServerUrl(baseURL: string): string {
  return new URL(SYNC_SERVER_PATH, baseURL).href
}

function setting(name: 'SYNC_SERVER_URL' | 'SYNC_SERVER_ADMIN'): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts`)
  return value
}

/** The server itself, not through the proxy. */
export function directSyncServerUrl(): string {
  return setting('SYNC_SERVER_URL')
}

const server = () => ({
  url: directSyncServerUrl(),
  admin: parseAdmin(setting('SYNC_SERVER_ADMIN')),
})

const asAdmin = (path: string, init: RequestInit = {}) => adminRequest(server(), path, init)

/** Creates a server account (see admin.mjs) and returns its database's name. */
export function createSyncUser(username: string, password: string): Promise<string> {
  return createServerAccount(server(), username, password)
}

/** A document as the server holds its winning revision, with any live conflicting ones. */
export interface ServerDoc {
  _id: string
  _rev: string
  _deleted?: true
  _conflicts?: string[]
  [field: string]: unknown
}

/**
 * Every document in the person's database, deletions included (as their tombstones), sorted by
 * `_id`, read as admin. `_conflicts` lists the live losing revisions a resolution still has to
 * remove.
 */
export async function readServerDocs(username: string): Promise<ServerDoc[]> {
  const changes = (await asAdmin(
    `/${peruserDbName(username)}/_changes?include_docs=true&conflicts=true`,
  )) as { results: { doc: ServerDoc }[] }
  return changes.results
    .map(({ doc }) => doc)
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
}

/** Writes documents into the person's database as admin: what another version of the app, or
 * another device, left there. */
export async function writeServerDocs(username: string, docs: object[]): Promise<void> {
  await asAdmin(`/${peruserDbName(username)}/_bulk_docs`, {
    method: 'POST',
    body: JSON.stringify({ docs }),
  })
}
