#!/usr/bin/env node
// The CouchDB-protocol server for the browser tests and for `npm start`: pouchdb-server, in
// memory, on 127.0.0.1, in a fresh temporary directory (it writes config.json and log.txt into
// its working directory), with a server admin so that `_security` and `_session` are enforced
// (with no admin, pouchdb-server is an "admin party", like CouchDB before its setup: everyone
// is admin and every database is open).
//
//   node e2e/sync-server/start.mjs [port]    (no port or 0: a free one)
//
// Prints `Sync test server ready at http://127.0.0.1:<port>` once the admin is in place and
// stops, removing its directory, on SIGINT or SIGTERM. The admin is SYNC_SERVER_ADMIN
// (`name:password`, default `admin:admin`). Install first: `npm ci --omit=optional` here.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../scripts/freePort.mjs'
import { basicAuth, parseAdmin } from './admin.mjs'

const HOST = '127.0.0.1'
const START_TIMEOUT_MS = 20_000

function serverBin() {
  try {
    return createRequire(import.meta.url).resolve('pouchdb-server/bin/pouchdb-server')
  } catch {
    const dir = fileURLToPath(new URL('.', import.meta.url))
    throw new Error(`pouchdb-server is not installed: run \`npm ci --omit=optional\` in ${dir}`)
  }
}

async function isAdmin(url, admin) {
  const response = await fetch(`${url}/_session`, { headers: { Authorization: basicAuth(admin) } })
  const session = await response.json()
  return session.userCtx?.roles?.includes('_admin') && session.userCtx.name === admin.name
}

/** Polls `check` until it returns true; fails early when the server process has died. */
async function waitFor(check, child, what) {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `pouchdb-server exited (${child.exitCode ?? child.signalCode}) before ${what}`,
      )
    try {
      if (await check()) return
    } catch {
      // Not answering yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`pouchdb-server: no ${what} within ${START_TIMEOUT_MS} ms`)
}

/**
 * Starts the server and resolves once it answers and `admin` is a server admin.
 * `stop()` ends it and removes its directory; `exited` settles if it dies on its own.
 */
export async function startSyncServer({ port = 0, admin = parseAdmin() } = {}) {
  const bin = serverBin()
  const chosenPort = port || (await freePort())
  const dir = await mkdtemp(join(tmpdir(), 'sync-server-'))
  const child = spawn(
    process.execPath,
    [bin, '--in-memory', '--host', HOST, '--port', String(chosenPort), '--no-stdout-logs'],
    { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const url = `http://${HOST}:${chosenPort}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    await rm(dir, { recursive: true, force: true })
  }
  try {
    await waitFor(async () => (await fetch(`${url}/`)).ok, child, 'answer')
    // The admin party lets anyone create the first admin; pouchdb-server hashes the password.
    const created = await fetch(`${url}/_config/admins/${encodeURIComponent(admin.name)}`, {
      method: 'PUT',
      body: JSON.stringify(admin.password),
    })
    if (!created.ok) throw new Error(`creating the admin failed: ${created.status}`)
    await waitFor(() => isAdmin(url, admin), child, 'admin')
    // pouchdb-server answers every origin's CORS requests with credentials; CouchDB, as
    // installed, answers none, so the app must reach it through the proxy in tests too.
    const corsOff = await fetch(`${url}/_config/httpd/enable_cors`, {
      method: 'PUT',
      headers: { Authorization: basicAuth(admin) },
      body: JSON.stringify('false'),
    })
    if (!corsOff.ok) throw new Error(`turning CORS off failed: ${corsOff.status}`)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, admin, dir, exited, stop }
}

/** The server's own log (requests and errors), for a failure message. */
export async function readLog(dir) {
  return readFile(join(dir, 'log.txt'), 'utf8').catch(() => '')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startSyncServer({
    port: Number(process.argv[2] ?? 0),
    admin: parseAdmin(process.env.SYNC_SERVER_ADMIN),
  })
  console.log(`Sync test server ready at ${server.url} (admin: ${server.admin.name})`)
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true
      server.stop().then(() => process.exit(0))
    })
  }
  const { code, signal } = await server.exited
  if (!stopping && !signal) {
    // A request pouchdb-server cannot handle can end it (a non-admin `PUT /<db>` does).
    console.error(`pouchdb-server stopped unexpectedly (exit code ${code}); its log ends:`)
    console.error((await readLog(server.dir)).split('\n').slice(-20).join('\n'))
    await server.stop()
    process.exit(1)
  }
}
