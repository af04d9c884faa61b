// Issue 34: a first sync of N records through the Settings "Sync" form, unencrypted and
// encrypted end-to-end, against the CouchDB-protocol test server (e2e/sync-server), each on a
// server account of its own. A device holding the records sends them; then a second device
// with none takes them. Both clocks start just before the click on "Turn on sync", so they
// include the sign-in and, encrypted, the key derivation (timed apart as a floor).
import { asAdmin, createServerAccount, peruserDbName } from '../../e2e/sync-server/admin.mjs'
import { storageFor, TRANSACTIONS_KEY } from './data.mjs'
import { handle, probe, seededPage, settle, TIMEOUT_MS } from './page.mjs'
import { withThreadTime } from './threadTime.mjs'

const MODES = ['plain', 'encrypted']
// The app's origin passes this prefix on to the test server (scripts/serve-dist.mjs).
const SERVER_ADDRESS = '/couchdb'
const PASSWORD = 'bench sync password'
const PASSPHRASE = 'bench passphrase, long enough'
/** 25,000 encrypted records on a busy machine take minutes, not seconds. */
const SYNC_TIMEOUT_MS = 15 * 60_000
/** src/features/sync/crypto/keys.ts: MIN_ITERATIONS, what every turn-on derives with. */
const KEY_ITERATIONS = 600_000

let accounts = 0

/** Notes each write of a localStorage key (when, ms since navigation start, and how long the
 * value), so the moment the records arrived is known without reading them while the clock
 * runs. */
function noteWrites() {
  const writes = {}
  const setItem = Storage.prototype.setItem
  Storage.prototype.setItem = function (key, value) {
    setItem.call(this, key, value)
    ;(writes[key] ??= []).push({ at: performance.now(), length: String(value).length })
  }
  window.__benchWrites = writes
}

/** Fills the Sync form of /settings for this run's server account, encrypted or not. */
async function fillSyncForm(page, username, mode) {
  await page.goto('/settings')
  const sync = page.getByRole('region', { name: 'Sync' })
  await probe('region "Sync"', () => sync.waitFor({ timeout: TIMEOUT_MS }))
  await probe('textbox "Server address"', () =>
    sync.getByRole('textbox', { name: 'Server address' }).fill(SERVER_ADDRESS),
  )
  await probe('textbox "Username"', () =>
    sync.getByRole('textbox', { name: 'Username' }).fill(username),
  )
  await probe('"Sync password"', () =>
    sync.getByLabel('Sync password', { exact: true }).fill(PASSWORD),
  )
  const encrypt = mode === 'encrypted'
  await probe('checkbox "Encrypt end-to-end"', () =>
    sync.getByRole('checkbox', { name: 'Encrypt end-to-end' }).setChecked(encrypt),
  )
  if (encrypt) {
    await probe('"Encryption passphrase"', () =>
      sync.getByLabel('Encryption passphrase', { exact: true }).fill(PASSPHRASE),
    )
  }
  return handle('button "Turn on sync"', sync.getByRole('button', { name: 'Turn on sync' }))
}

/**
 * Clicks "Turn on sync" and resolves, in ms from just before the click, with when the region's
 * status first read "Up to date" and when `key` first held what it holds then (its last content
 * written; the click if never), with the long tasks that ran until "Up to date"; `traced`, also
 * with the main thread's own time (threadTime.mjs) from just before the click until they were
 * read.
 */
async function turnOn(browser, page, button, key, traced) {
  if (!traced) return timedTurnOn(page, button, key)
  const { result, ...thread } = await withThreadTime(browser, page, () =>
    timedTurnOn(page, button, key),
  )
  return { ...result, thread }
}

async function timedTurnOn(page, button, key) {
  const { t0, upToDate, written } = await probe('"Turn on sync" until "Up to date"', () =>
    page.evaluate(
      async ({ button, key, timeoutMs }) => {
        const { probes, when } = window.__bench
        const status = () => probes.text(probes.region('Sync')?.querySelector('[role="status"]'))
        const done = when('status "Up to date"', () => status() === 'Up to date', timeoutMs)
        const t0 = performance.now()
        button.click()
        const upToDate = await done
        const length = localStorage.getItem(key)?.length
        const writes = window.__benchWrites[key] ?? []
        const written = writes.find((write) => write.length === length)?.at ?? t0
        return { t0, upToDate, written }
      },
      { button, key, timeoutMs: SYNC_TIMEOUT_MS },
    ),
  )
  // The task that showed "Up to date" is reported once it has ended.
  await settle(page)
  const { count, largest } = await page.evaluate(
    ([from, until]) => window.__bench.longTasksIn(from, until),
    [t0, upToDate],
  )
  return { upToDate: upToDate - t0, written: written - t0, longTasks: count, largest }
}

const storedCount = (page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, TRANSACTIONS_KEY)

/** The transaction documents the server holds for `username`, read as its admin. */
async function serverCount(server, username) {
  const db = peruserDbName(username)
  const range = `startkey=${encodeURIComponent('"transactions:"')}&endkey=${encodeURIComponent('"transactions:\ufff0"')}`
  const { rows } = await asAdmin(server, `/${db}/_all_docs?${range}`)
  return rows.length
}

/**
 * Has Chromium run the page's main thread `rate` times slower (DevTools' CPU throttling), to
 * see how the sync's tasks would stretch on a slower machine. The app's worker runs at full
 * speed: only the page's thread shows long tasks.
 */
async function slowDown(context, page, rate) {
  if (rate === 1) return
  const session = await context.newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate })
}

/** A device of its own (fresh context) that turns sync on; `check` runs after the clock. */
async function device(browser, origin, storage, username, mode, { traced, slowdown }, check) {
  const { context, page } = await seededPage(browser, origin, storage, null)
  try {
    await context.addInitScript(noteWrites)
    await slowDown(context, page, slowdown)
    const button = await fillSyncForm(page, username, mode)
    const timed = await turnOn(browser, page, button, TRANSACTIONS_KEY, traced)
    await check(page)
    return timed
  } finally {
    await context.close()
  }
}

/** PBKDF2-SHA256 at the app's rounds in this browser: the part of an encrypted turn-on that
 * does not grow with N (Web Crypto runs it off the main thread). */
async function keyDerivation(browser, origin) {
  const { context, page } = await seededPage(browser, origin, {}, null)
  try {
    return await page.evaluate(async (iterations) => {
      const material = await crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode('bench passphrase'),
        'PBKDF2',
        false,
        ['deriveBits'],
      )
      const salt = crypto.getRandomValues(new Uint8Array(16))
      const t0 = performance.now()
      await crypto.subtle.deriveBits(
        { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
        material,
        256,
      )
      return performance.now() - t0
    }, KEY_ITERATIONS)
  } finally {
    await context.close()
  }
}

/** A device's main-thread figures from its trace, when traced: the thread's own time over the
 * sync, the most one task took of it, the tasks over 50 ms of wall time and the most thread
 * time one of those took. */
function threadFigures(prefix, thread) {
  if (!thread) return {}
  return {
    [`${prefix}ThreadBusy`]: thread.busy,
    [`${prefix}ThreadLongest`]: thread.longestOnThread,
    [`${prefix}TracedTasks`]: thread.long.length,
    [`${prefix}TracedTasksThreadLongest`]: Math.max(0, ...thread.long),
  }
}

/** One first sync of `set` in `mode` on a fresh server account: the sending device, then the
 * receiving one, which starts once the sender has closed. */
async function firstSync(browser, origin, server, set, mode, options) {
  const n = set.records.length
  accounts += 1
  const username = `bench-${mode}-${n}-${accounts}-${Date.now()}`
  await createServerAccount(server, username, PASSWORD)
  const send = await device(browser, origin, set.storage, username, mode, options, async () => {
    const held = await serverCount(server, username)
    if (held !== n) throw new Error(`${mode}: "Up to date" with ${held} of ${n} records sent`)
  })
  let stored = 0
  const receive = await device(
    browser,
    origin,
    storageFor([]),
    username,
    mode,
    options,
    async (page) => {
      // "Up to date" promises storage shows what replication brought: a shortfall is a finding.
      stored = await storedCount(page)
    },
  )
  if (stored !== n) throw new Error(`${mode}: "Up to date" with ${stored} of ${n} records taken`)
  return {
    [`${mode}Send`]: send.upToDate,
    [`${mode}SendTasks`]: send.longTasks,
    [`${mode}SendLongest`]: send.largest,
    ...threadFigures(`${mode}Send`, send.thread),
    [`${mode}Receive`]: receive.written,
    [`${mode}ReceiveUpToDate`]: receive.upToDate,
    [`${mode}ReceiveTasks`]: receive.longTasks,
    [`${mode}ReceiveLongest`]: receive.largest,
    ...threadFigures(`${mode}Receive`, receive.thread),
  }
}

/** Encrypted over unencrypted in one run, for each device: as measured, and without the key
 * derivation (what encryption costs beyond its fixed start). */
function ratios(run) {
  const ratio = (encrypted, plain) => (plain > 0 ? encrypted / plain : null)
  return Object.fromEntries(
    ['Send', 'Receive'].flatMap((device) => [
      [`ratio${device}`, ratio(run[`encrypted${device}`], run[`plain${device}`])],
      [
        `ratio${device}BeyondKeys`,
        ratio(run[`encrypted${device}`] - run.keyDerivation, run[`plain${device}`]),
      ],
    ]),
  )
}

/** Both modes, in `order`, and the key derivation floor. */
async function oneRun(browser, origin, server, set, order, options) {
  const run = {}
  for (const mode of order) {
    Object.assign(run, await firstSync(browser, origin, server, set, mode, options))
  }
  run.keyDerivation = await keyDerivation(browser, origin)
  return { ...run, ...ratios(run) }
}

/**
 * `runs` rounds over the sets (each N in turn within a round, as the main benchmark does) after
 * one uncounted warm-up on `warmUp` (a small set: it only has the server and the browser's
 * caches warm). The two modes swap places every round, so neither always meets the server or
 * the machine first. Returns each N's runs.
 */
export async function benchmarkFirstSync(
  browser,
  origin,
  server,
  { sets, warmUp, runs, traced = false, slowdown = 1 },
) {
  const started = Date.now()
  await oneRun(browser, origin, server, warmUp, MODES, { traced: false, slowdown })
  const measured = sets.map(() => [])
  for (let round = 1; round <= runs; round++) {
    const order = round % 2 ? MODES : [...MODES].reverse()
    for (const [i, set] of sets.entries()) {
      measured[i].push(await oneRun(browser, origin, server, set, order, { traced, slowdown }))
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(`first sync: round ${round}/${runs} done after ${seconds} s`)
  }
  return measured
}
