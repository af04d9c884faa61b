// The sync test server (e2e/sync-server), started by playwright.config.ts for the whole run and
// shared by every test: give each test its own server usernames.
//
// pouchdb-server has no couch_peruser, so createSyncUser does what CouchDB 3 would do when an
// account is created. Do not let a non-admin `PUT /<db>` reach it (PouchDB does so when the
// database is missing, unless given `skip_setup: true`): pouchdb-server 4.2.0 crashes on it.
import { userDbName } from '../../src/features/sync/userDbName'

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

async function asAdmin(path: string, init: RequestInit = {}): Promise<unknown> {
  const admin = setting('SYNC_SERVER_ADMIN')
  const response = await fetch(`${directSyncServerUrl()}${path}`, {
    ...init,
    headers: {
      Authorization: `Basic ${Buffer.from(admin).toString('base64')}`,
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...init.headers,
    },
  })
  const body = await response.text()
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${body}`)
  return JSON.parse(body)
}

/**
 * Creates a server account as CouchDB 3 with couch_peruser does: the `_users` document, the
 * person's database `userdb-<hex of the UTF-8 username>`, and its `_security` naming them its
 * only member. Returns the database name.
 */
export async function createSyncUser(username: string, password: string): Promise<string> {
  await asAdmin(`/_users/${encodeURIComponent(`org.couchdb.user:${username}`)}`, {
    method: 'PUT',
    body: JSON.stringify({ name: username, password, roles: [], type: 'user' }),
  })
  const db = userDbName(username)
  await asAdmin(`/${db}`, { method: 'PUT' })
  await asAdmin(`/${db}/_security`, {
    method: 'PUT',
    body: JSON.stringify({
      admins: { names: [], roles: [] },
      members: { names: [username], roles: [] },
    }),
  })
  return db
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
    `/${userDbName(username)}/_changes?include_docs=true&conflicts=true`,
  )) as { results: { doc: ServerDoc }[] }
  return changes.results
    .map(({ doc }) => doc)
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
}

/** Writes documents into the person's database as admin: what another version of the app, or
 * another device, left there. */
export async function writeServerDocs(username: string, docs: object[]): Promise<void> {
  await asAdmin(`/${userDbName(username)}/_bulk_docs`, {
    method: 'POST',
    body: JSON.stringify({ docs }),
  })
}
