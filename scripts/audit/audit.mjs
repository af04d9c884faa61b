#!/usr/bin/env node
// npm run audit [-- --presets mobile,desktop --build --records 300]
// Runs Lighthouse on the production build, with a user and their data seeded, and prints the
// scores with the audits that cost points.
// Not part of CI: no test asserts a score. The build, server and data come from bench/lib.
// Lighthouse is installed in this folder, apart from the app's packages (`npm run audit` runs
// `npm run audit:install` when it is missing).
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { launch } from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { generateTransactions, storageFor } from '../../bench/lib/data.mjs'
import { DIST_DIR, ensureBuild, startServer } from '../../bench/lib/server.mjs'
import browserSetup from '../chromium.json' with { type: 'json' }
import { freePort } from '../freePort.mjs'

// /login sends a signed-in person on to /dashboard, so it is audited signed out.
const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/transactions', signedIn: true },
  { path: '/reports', signedIn: true },
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const CONFIGS = { mobile: undefined, desktop: desktopConfig }
// chrome-launcher drives the browser itself, so it takes the new headless mode explicitly.
const CHROME_FLAGS = browserSetup.args.map((flag) =>
  flag === '--headless' ? '--headless=new' : flag,
)

const { values: flags } = parseArgs({
  options: {
    presets: { type: 'string', default: 'mobile,desktop' },
    records: { type: 'string', default: '300' },
    build: { type: 'boolean', default: false },
  },
})
const presets = flags.presets.split(',')
const recordCount = Number(flags.records)
if (presets.some((p) => !(p in CONFIGS)) || !Number.isInteger(recordCount) || recordCount < 0) {
  console.error('usage: npm run audit -- [--presets mobile,desktop] [--records 300] [--build]')
  process.exit(2)
}

/**
 * Writes a user, their records and (when `signedIn`) their session into the origin's
 * localStorage. Lighthouse's own reset before each run clears the service worker, caches and
 * HTTP cache but not localStorage, so every audited load is a cold visit by someone with data.
 */
async function seed(chromePort, origin, signedIn) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`)
  try {
    const page = await browser.contexts()[0].newPage()
    await page.goto(`${origin}/login`)
    const { currentUser, ...signedOut } = storageFor(generateTransactions(recordCount))
    await page.evaluate(
      (entries) => {
        localStorage.clear()
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
      },
      signedIn ? { ...signedOut, currentUser } : signedOut,
    )
    await page.close()
  } finally {
    await browser.close()
  }
}

/** Audits that cost points, with the elements or files they name (metrics are printed apart). */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
    )
    .map((audit) => {
      const where = (audit.details?.items ?? [])
        .map((item) => item.node?.selector ?? item.source?.url ?? item.url)
        .filter(Boolean)
        .slice(0, 5)
      const value = audit.displayValue ? ` ${audit.displayValue}` : ''
      return `${category}: ${audit.id}${value}${where.length ? ` at ${where.join(', ')}` : ''}`
    })
}

async function auditPage(chromePort, url, preset) {
  const result = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    CONFIGS[preset],
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  const landedOn = new URL(lhr.finalDisplayedUrl).pathname
  if (landedOn !== new URL(url).pathname) throw new Error(`${url} redirected to ${landedOn}`)
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scores: CATEGORIES.map((c) => Math.round((lhr.categories[c].score ?? 0) * 100)),
    failing: CATEGORIES.flatMap((c) => failingAudits(lhr, c)),
    metrics: [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id].displayValue}`)
      .join(', '),
  }
}

function printTable(rows) {
  const header = ['page', 'preset', ...CATEGORIES]
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ')
  console.log(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}`)
  for (const row of rows) console.log(line(row))
}

async function main() {
  await ensureBuild(flags.build)
  const server = await startServer(await freePort())
  let chrome
  try {
    chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH || browserSetup.executablePath,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    })
    console.log(`Auditing ${DIST_DIR} at ${server.origin} with ${recordCount} seeded records`)
    const rows = []
    const notes = []
    const indexes = []
    for (const preset of presets) {
      for (const { path, signedIn } of PAGES) {
        await seed(chrome.port, server.origin, signedIn)
        const { benchmarkIndex, scores, failing, metrics } = await auditPage(
          chrome.port,
          server.origin + path,
          preset,
        )
        rows.push([path, preset, ...scores])
        indexes.push(benchmarkIndex)
        notes.push(`${path} (${preset}): ${metrics}`, ...failing.map((f) => `  ${f}`))
        console.log(`${path} (${preset}) done`)
      }
    }
    printTable(rows)
    // Mobile scores come from this machine's CPU slowed 4× (Lighthouse's simulated throttling):
    // a faster machine scores higher with the same build, so the index says which machine it was.
    const sorted = indexes.sort((a, b) => a - b)
    console.log(
      `\nthis machine's CPU benchmark index (Lighthouse's): ${sorted[sorted.length >> 1]}`,
    )
    console.log(`\n${notes.join('\n')}`)
  } finally {
    chrome?.kill()
    server.stop()
  }
}

main().catch((error) => {
  console.error(`\naudit failed: ${error.message}`)
  process.exitCode = 1
})
