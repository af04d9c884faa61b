// The production build and the static server the benchmark drives.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const DIST_DIR = resolve(ROOT, process.env.DIST_DIR ?? 'dist')

function run(command, args) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env })
    child.on('error', fail)
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

/** Builds for production unless a build is already there (or `force`). */
export async function ensureBuild(force) {
  if (!force && existsSync(resolve(DIST_DIR, 'index.html'))) return
  console.log(`Building the production bundle into ${DIST_DIR} …`)
  await run('npx', ['webpack', '--mode', 'production'])
}

/** The response to a GET of `url`, or null when nothing listens there. */
async function answer(url) {
  try {
    return await fetch(url)
  } catch {
    return null
  }
}

async function waitUntilServing(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    if ((await answer(url))?.ok) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`)
}

/**
 * Starts scripts/serve-dist.mjs on `port`, serving the build in `dir` (and, given `syncServer`,
 * passing `/couchdb/…` on to that CouchDB-protocol server), and resolves with its origin and a
 * stop function. The child is also stopped when this process exits, however it exits.
 */
export async function startServer(port, dir = DIST_DIR, { syncServer } = {}) {
  const origin = `http://127.0.0.1:${port}`
  // Another server already there would answer the readiness check and be measured instead.
  if ((await answer(`${origin}/`)) !== null) {
    throw new Error(`port ${port} is already in use by another server: pass --port <free port>`)
  }
  const child = spawn(process.execPath, ['scripts/serve-dist.mjs', String(port)], {
    cwd: ROOT,
    env: { ...process.env, DIST_DIR: dir, ...(syncServer && { SYNC_SERVER_URL: syncServer }) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
  process.on('exit', stop)
  try {
    await waitUntilServing(`${origin}/`, child, 15_000)
  } catch (error) {
    stop()
    throw error
  }
  return { origin, stop }
}
