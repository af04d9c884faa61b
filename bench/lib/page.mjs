// Playwright helpers shared by every measurement: seeded fresh contexts, timed loads and
// interactions whose clocks run inside the page, and errors that name the failing probe.
import { installProbes } from './inPage.mjs'

export const TIMEOUT_MS = 30_000
// A URL on the app's origin that the server answers with a plain 404, so storage can be seeded
// without booting the app first.
const SEED_PATH = '/__bench-seed.txt'

/** Rejects naming `label` if `promise` has not settled within `ms`. */
export function withTimeout(promise, ms, label) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${label}`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Adds which probe failed to an error's message. */
export async function probe(label, step) {
  try {
    return await step()
  } catch (error) {
    throw new Error(`probe "${label}" failed: ${error.message.split('\n')[0]}`, { cause: error })
  }
}

const FIRST_SYNC_MISS = /\/couchdb\/userdb-[0-9a-f]+\/(encryption|_local\/[^/]+)$/

/** Errors and warnings the app printed while the benchmark drove it, with how often. */
export const appMessages = new Map()

function collectMessages(page) {
  const note = (text) => appMessages.set(text, (appMessages.get(text) ?? 0) + 1)
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    const type = message.type()
    const { url } = message.location()
    if (type !== 'error' && type !== 'warning') return
    // The seed page (and its favicon request) and the blocked service worker are the bench's own.
    if (url?.includes(SEED_PATH) || url?.endsWith('/favicon.ico')) return
    if (message.text().includes('blocked by Playwright')) return
    // A first sync asks for what a new database lacks (the key check, replication checkpoints).
    if (FIRST_SYNC_MISS.test(url ?? '') && message.text().includes('404')) return
    note(`console.${type}: ${message.text().slice(0, 300)} (${url})`)
  })
}

/**
 * A fresh context whose storage holds `storage`, with the in-page probes watching `load`.
 * Service workers are blocked unless `serviceWorkers: 'allow'`: a worker installing in the
 * background would compete with the very work being timed.
 */
export async function seededPage(
  browser,
  origin,
  storage,
  load,
  { serviceWorkers = 'block' } = {},
) {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers })
  await context.addInitScript(installProbes, load && { ...load, timeoutMs: TIMEOUT_MS })
  const page = await context.newPage()
  collectMessages(page)
  await page.goto(SEED_PATH)
  await page.evaluate((entries) => {
    localStorage.clear()
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, storage)
  return { context, page }
}

/** Navigates to `path` and resolves with the in-page ready time (ms since navigation start). */
export async function timedLoad(page, path, label) {
  return probe(label, async () => {
    await page.goto(path, { waitUntil: 'domcontentloaded', timeout: TIMEOUT_MS })
    return withTimeout(
      page.evaluate(() => window.__bench.load),
      TIMEOUT_MS + 5_000,
      label,
    )
  })
}

/** Two frames and a little more, so late effects and long-task entries have landed. */
export const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  )

/**
 * Acts on `el` inside the page and resolves with the ms from just before the action until the
 * count heading (`watch: 'count'`) or the first row (`watch: 'row'`) reads differently, or reads
 * `expected` when given.
 */
export function interact(page, label, el, { action, value, watch, expected }) {
  return probe(label, () =>
    page.evaluate(
      async ({ label, el, action, value, watch, expected }) => {
        const { probes, when, setValue } = window.__bench
        const read = () =>
          probes.text(watch === 'count' ? probes.countHeading() : probes.firstRow())
        const before = read()
        const done = when(label, () =>
          expected === undefined ? read() !== before : read() === expected,
        )
        const t0 = performance.now()
        if (action === 'click') el.click()
        else setValue(el, value, action)
        return (await done) - t0
      },
      { label, el, action, value, watch, expected },
    ),
  )
}

export const handle = (label, locator) =>
  probe(label, () => locator.elementHandle({ timeout: TIMEOUT_MS }))
