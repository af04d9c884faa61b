// The sync test server behaves as the app will need CouchDB 3 to, through the same-origin proxy
// (`/couchdb/`) of the static server: no app involved.
import { test as base, expect, type APIRequestContext } from '@playwright/test'
import { docId } from '../src/features/sync/docs'
import {
  SYNC_SERVER_PATH,
  createSyncUser,
  directSyncServerUrl,
  proxiedSyncServerUrl,
  readServerDocs,
} from './support/syncServer'

/** A cookie jar of its own talking to `<app origin>/couchdb/`, like one browser. */
const test = base.extend<{ newClient: () => Promise<APIRequestContext> }>({
  newClient: async ({ playwright, baseURL }, use) => {
    const clients: APIRequestContext[] = []
    await use(async () => {
      const client = await playwright.request.newContext({
        baseURL: `${proxiedSyncServerUrl(baseURL!)}/`,
        extraHTTPHeaders: { Accept: 'application/json' },
      })
      clients.push(client)
      return client
    })
    await Promise.all(clients.map((client) => client.dispose()))
  },
})

/** The server is shared by the whole run: every test gets usernames of its own. */
function uniqueName(prefix: string): string {
  return `${prefix}-${test.info().testId}-${Math.random().toString(36).slice(2, 8)}`
}

async function signIn(client: APIRequestContext, name: string, password: string) {
  return client.post('_session', { data: { name, password } })
}

test('the proxy answers for the server, which refuses anonymous visitors an account database', async ({
  newClient,
}) => {
  const db = await createSyncUser(uniqueName('ada'), 'ada-secret')
  const client = await newClient()

  const welcome = await client.get('')
  expect(await welcome.json()).toMatchObject({ 'express-pouchdb': 'Welcome!' })
  expect((await client.get(`${db}/_all_docs`)).status()).toBe(401)
  // As CouchDB installed: no CORS answers, so pages on other origins cannot use it.
  expect(welcome.headers()['access-control-allow-origin']).toBeUndefined()
  const crossOrigin = await fetch(`${directSyncServerUrl()}/`, {
    headers: { Origin: 'https://elsewhere.example' },
  })
  expect(crossOrigin.headers.get('access-control-allow-origin')).toBeNull()
  // Not an "admin party": a visitor is nobody, with no roles.
  expect(await (await client.get('_session')).json()).toMatchObject({
    userCtx: { name: null, roles: [] },
  })
})

test('signing in through _session sets an HttpOnly cookie and the session names the person', async ({
  newClient,
}) => {
  const name = uniqueName('ada')
  await createSyncUser(name, 'ada-secret')
  const client = await newClient()

  const signedIn = await signIn(client, name, 'ada-secret')

  expect(signedIn.status()).toBe(200)
  expect(await signedIn.json()).toMatchObject({ ok: true, name })
  expect(signedIn.headers()['set-cookie']).toMatch(/^AuthSession=[^;]+;.*\bPath=\/.*\bHttpOnly/i)
  expect(await (await client.get('_session')).json()).toMatchObject({
    userCtx: { name, roles: [] },
    info: { authenticated: 'cookie' },
  })
})

test('a wrong password is refused with 401 and starts no session', async ({ newClient }) => {
  const name = uniqueName('ada')
  await createSyncUser(name, 'ada-secret')
  const client = await newClient()

  const refused = await signIn(client, name, 'not-the-password')

  expect(refused.status()).toBe(401)
  expect(refused.headers()['set-cookie']).toBeUndefined()
  expect(await (await client.get('_session')).json()).toMatchObject({ userCtx: { name: null } })
  expect((await signIn(client, uniqueName('nobody'), 'x')).status()).toBe(401)
})

test("with the cookie a person writes and reads their own database, never another's", async ({
  newClient,
}) => {
  const ada = uniqueName('ada')
  const adaDb = await createSyncUser(ada, 'ada-secret')
  const bobDb = await createSyncUser(uniqueName('bob'), 'bob-secret')
  const client = await newClient()
  await signIn(client, ada, 'ada-secret')
  // An id that needs encoding twice (once in the _id, once in the URL) must pass the proxy as is.
  const id = docId('budgets', 'Food & Drink/Out')
  const doc = { collection: 'budgets', record: { category: 'Food & Drink/Out', limit: '300.00' } }

  const written = await client.put(`${adaDb}/${encodeURIComponent(id)}`, { data: doc })
  expect(written.status()).toBe(201)
  const read = await client.get(`${adaDb}/${encodeURIComponent(id)}`)
  expect(await read.json()).toMatchObject({ _id: id, ...doc })
  expect((await client.get(`${adaDb}/_all_docs`)).status()).toBe(200)

  expect([401, 403]).toContain((await client.get(`${bobDb}/_all_docs`)).status())
  expect([401, 403]).toContain((await client.put(`${bobDb}/x`, { data: {} })).status())
  // Nor may a member widen who can read the database.
  const widened = await client.put(`${adaDb}/_security`, {
    data: { members: { names: [] } },
  })
  expect([401, 403]).toContain(widened.status())

  expect((await client.delete('_session')).status()).toBe(200)
  expect((await client.get(`${adaDb}/_all_docs`)).status()).toBe(401)
})

test('a long-polling _changes request through the proxy answers when a change arrives', async ({
  newClient,
}) => {
  const name = uniqueName('ada')
  const db = await createSyncUser(name, 'ada-secret')
  const client = await newClient()
  await signIn(client, name, 'ada-secret')
  const id = docId('transactions', '1700000000000')

  let answered = false
  const polling = client
    .get(`${db}/_changes?feed=longpoll&since=now&heartbeat=1000`)
    .finally(() => (answered = true))
  // Nothing has changed yet: the request waits (through a heartbeat) instead of answering.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  expect(answered).toBe(false)
  // Another device writes, straight to the server.
  const other = await newClient()
  await signIn(other, name, 'ada-secret')
  expect((await other.put(`${directSyncServerUrl()}/${db}/${id}`, { data: {} })).status()).toBe(201)

  const changes = JSON.parse((await (await polling).text()).trim())
  expect(changes.results).toEqual([expect.objectContaining({ id })])
})

test('in the page, same-origin fetch with credentials signs in and syncs through /couchdb', async ({
  page,
  context,
}) => {
  const name = uniqueName('zoë')
  const db = await createSyncUser(name, 'zoë-secret')
  const id = docId('transactions', '1700000000000')
  await page.goto('/')

  const seen = await page.evaluate(
    async ({ path, name, db, id }) => {
      const call = async (url: string, init: RequestInit = {}) => {
        const response = await fetch(`${path}/${url}`, {
          ...init,
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        })
        return { status: response.status, body: await response.json() }
      }
      const signIn = await call('_session', {
        method: 'POST',
        body: JSON.stringify({ name, password: 'zoë-secret' }),
      })
      const session = await call('_session')
      const written = await call(`${db}/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: JSON.stringify({ collection: 'transactions', record: { id: '1700000000000' } }),
      })
      const removed = await call(`${db}/${encodeURIComponent(id)}?rev=${written.body.rev}`, {
        method: 'DELETE',
      })
      return { signIn, session, written, removed, cookie: document.cookie }
    },
    { path: SYNC_SERVER_PATH, name, db, id },
  )

  expect(seen.signIn).toEqual({ status: 200, body: expect.objectContaining({ name }) })
  expect(seen.session.body.userCtx.name).toBe(name)
  expect(seen.written.status).toBe(201)
  expect(seen.removed.status).toBe(200)
  // The session lives in an HttpOnly cookie: scripts cannot read it.
  expect(seen.cookie).not.toContain('AuthSession')
  expect(await context.cookies()).toContainEqual(
    expect.objectContaining({ name: 'AuthSession', httpOnly: true, path: '/' }),
  )
  expect(await readServerDocs(name)).toEqual([
    expect.objectContaining({ _id: id, _rev: seen.removed.body.rev, _deleted: true }),
  ])
})

test('the admin reads documents with their unresolved conflicts', async ({ newClient }) => {
  const name = uniqueName('ada')
  const db = await createSyncUser(name, 'ada-secret')
  const client = await newClient()
  await signIn(client, name, 'ada-secret')
  const id = docId('transactions', '1')

  // Two devices' edits of one record, as replication stores them.
  const stored = await client.post(`${db}/_bulk_docs`, {
    data: {
      new_edits: false,
      docs: [
        { _id: id, _rev: '1-aaa', record: { id: '1', description: 'first' } },
        { _id: id, _rev: '1-bbb', record: { id: '1', description: 'second' } },
      ],
    },
  })
  expect(stored.status()).toBe(201)

  expect(await readServerDocs(name)).toEqual([
    expect.objectContaining({ _id: id, _rev: '1-bbb', _conflicts: ['1-aaa'] }),
  ])
})
