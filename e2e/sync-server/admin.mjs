// The sync test server's admin, and the requests made as them: what the browser tests
// (e2e/support/syncServer.ts) and the benchmark (bench/lib/firstSync.mjs) both need, with the
// server start.mjs starts.
//
// pouchdb-server has no couch_peruser, so createServerAccount does what CouchDB 3 would do when
// an account is created. Do not let a non-admin `PUT /<db>` reach it (PouchDB does so when the
// database is missing, unless given `skip_setup: true`): pouchdb-server 4.2.0 crashes on it.

/** `name:password` (SYNC_SERVER_ADMIN) as the admin's name and password. */
export function parseAdmin(text = 'admin:admin') {
  const colon = text.indexOf(':')
  if (colon < 1) throw new Error('SYNC_SERVER_ADMIN must be name:password')
  return { name: text.slice(0, colon), password: text.slice(colon + 1) }
}

export function basicAuth(admin) {
  return `Basic ${Buffer.from(`${admin.name}:${admin.password}`).toString('base64')}`
}

/**
 * The database couch_peruser gives a server user: `userdb-` and the lowercase hex of the UTF-8
 * bytes of the username. The server's rule, kept here apart from the app's own
 * (src/features/sync/userDbName.ts), so that a test would notice the app getting it wrong.
 */
export function peruserDbName(username) {
  return `userdb-${Buffer.from(username, 'utf8').toString('hex')}`
}

/** A request to `server` ({ url, admin }) as its admin; resolves with the parsed JSON answer. */
export async function asAdmin(server, path, init = {}) {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      Authorization: basicAuth(server.admin),
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
 * person's database, and its `_security` naming them its only member. Returns the database name.
 */
export async function createServerAccount(server, username, password) {
  await asAdmin(server, `/_users/${encodeURIComponent(`org.couchdb.user:${username}`)}`, {
    method: 'PUT',
    body: JSON.stringify({ name: username, password, roles: [], type: 'user' }),
  })
  const db = peruserDbName(username)
  await asAdmin(server, `/${db}`, { method: 'PUT' })
  await asAdmin(server, `/${db}/_security`, {
    method: 'PUT',
    body: JSON.stringify({
      admins: { names: [], roles: [] },
      members: { names: [username], roles: [] },
    }),
  })
  return db
}
