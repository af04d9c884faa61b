#!/usr/bin/env node
// npm run bench [-- --sizes 0,1000 --runs 5 --accounts 5 --build --profile --against <dir>
//                    --port 4300 --categories 40 --splits 0.05 --tags 0.2
//                    --sync --sync-sizes 1000,25000 --sync-trace]
// Drives headless Chromium against the production build; see bench/README.md for the figures.
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { dataSet, signedOutStorage, USER } from './lib/data.mjs'
import { measureAccounts } from './lib/accounts.mjs'
import { measureReports } from './lib/reports.mjs'
import { measureDashboard } from './lib/dashboard.mjs'
import { measureHistory } from './lib/history.mjs'
import { measurePresented } from './lib/presented.mjs'
import { measureFloorKeystroke } from './lib/floorPage.mjs'
import { measureSave } from './lib/save.mjs'
import { measureBundles } from './lib/bundles.mjs'
import { benchmarkFirstSync } from './lib/firstSync.mjs'
import { checkSyncTargets, printSyncTable, syncFigures } from './lib/syncReport.mjs'
import { startSyncServer } from '../e2e/sync-server/start.mjs'
import { checkTargets, dataCostRatio, medians, printTable } from './lib/report.mjs'
import { profileScreens } from './lib/profile.mjs'
import { compareBuilds, printComparison } from './lib/compare.mjs'
import { appMessages } from './lib/page.mjs'
import { DIST_DIR, ROOT, ensureBuild, startServer } from './lib/server.mjs'
import browserSetup from '../scripts/chromium.json' with { type: 'json' }

const { values: flags } = parseArgs({
  options: {
    sizes: { type: 'string', default: '0,1000,10000,25000' },
    runs: { type: 'string', default: '5' },
    accounts: { type: 'string', default: '1' },
    build: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    against: { type: 'string' },
    port: { type: 'string', default: '4300' },
    categories: { type: 'string', default: '0' },
    splits: { type: 'string', default: '0' },
    tags: { type: 'string', default: '0' },
    sync: { type: 'boolean', default: false },
    'sync-sizes': { type: 'string', default: '1000,25000' },
    'sync-trace': { type: 'boolean', default: false },
    'sync-slowdown': { type: 'string', default: '1' },
  },
})
const sizesOf = (list) => list.split(',').map((s) => Number(s.replace(/_/g, '')))
const sizes = sizesOf(flags.sizes)
const syncSizes = sizesOf(flags['sync-sizes'])
const runs = Number(flags.runs)
const syncSlowdown = Number(flags['sync-slowdown'])
const accounts = Number(flags.accounts)
/** The person's own categories in all, and the shares of records split and tagged. */
const shape = {
  categories: Number(flags.categories),
  splits: Number(flags.splits),
  tags: Number(flags.tags),
}
const share = (value) => value >= 0 && value <= 1
if (
  sizes.some((n) => !Number.isInteger(n) || n < 0) ||
  !(runs >= 1) ||
  !(Number.isInteger(accounts) && accounts >= 1 && accounts <= 6) ||
  !(Number.isInteger(shape.categories) && shape.categories >= 0 && shape.categories <= 40) ||
  !share(shape.splits) ||
  !share(shape.tags) ||
  syncSizes.some((n) => !Number.isInteger(n) || n < 1) ||
  (flags.sync && (flags.profile || flags.against)) ||
  (flags['sync-trace'] && !flags.sync) ||
  !(syncSlowdown >= 1 && syncSlowdown <= 8) ||
  (syncSlowdown !== 1 && !flags.sync)
) {
  console.error(
    'usage: npm run bench -- [--sizes 0,1000,10000,25000] [--runs 5] [--build] [--profile] [--against <dir>]\n' +
      '                        [--accounts 1..6] [--categories 0..40] [--splits 0..1] [--tags 0..1]\n' +
      '                        [--sync [--sync-sizes 1000,25000] [--sync-trace] [--sync-slowdown 1..8]]\n' +
      '                        (--sync not with --profile or --against)',
  )
  process.exit(2)
}
const dataOf = (n) => dataSet(n, { ...shape, accounts })

const RESULTS_DIR = resolve(ROOT, 'bench/results')
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || browserSetup.executablePath,
  args: browserSetup.args,
}

async function oneRun(browser, origin, set) {
  return {
    ...(await measureHistory(browser, origin, set)),
    ...(await measurePresented(browser, origin, set)),
    ...(await measureFloorKeystroke(browser, origin, set)),
    ...(await measureDashboard(browser, origin, set)),
    ...(await measureAccounts(browser, origin, set)),
    ...(await measureReports(browser, origin, set)),
    ...(await measureSave(browser, origin, set)),
  }
}

/** Runs the sizes in turn within each round, so a busy spell on the machine hits every N
 * alike rather than all runs of one N (the N = 0 baseline included). */
async function benchmark(browser, origin) {
  const sets = sizes.map(dataOf)
  const measured = sets.map(() => [])
  const started = Date.now()
  // The warm-up also checks the in-page probes against Playwright's role queries.
  for (const set of sets) await oneRun(browser, origin, { ...set, checkContract: true })
  for (let round = 1; round <= runs; round++) {
    for (const [i, set] of sets.entries()) measured[i].push(await oneRun(browser, origin, set))
    console.log(`round ${round}/${runs} done after ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  const bySize = new Map(
    sets.map((set, i) => [
      sizes[i],
      { runs: measured[i], medians: medians(measured[i]), searchLetter: set.letter },
    ]),
  )
  const bundles = await measureBundles(browser, origin, signedOutStorage(), dataOf(100))
  return { bySize, bundles }
}

/** Issue 34's first sync at each of the sync sizes, printed with its targets. */
async function benchmarkSync(browser, origin, syncServer) {
  const warmUp = Math.min(1000, ...syncSizes)
  const traced = flags['sync-trace'] ? ', each device traced' : ''
  const slowed = syncSlowdown === 1 ? '' : `, each page's CPU slowed ${syncSlowdown}×`
  console.log(
    `\nfirst sync: sizes ${syncSizes.join(', ')}; ${runs} rounds after one warm-up at ${warmUp}${traced}${slowed}`,
  )
  const measured = await benchmarkFirstSync(browser, origin, syncServer, {
    sets: syncSizes.map(dataOf),
    warmUp: dataOf(warmUp),
    runs,
    traced: flags['sync-trace'],
    slowdown: syncSlowdown,
  })
  const bySize = syncFigures(syncSizes, measured)
  printSyncTable(syncSizes, bySize, flags['sync-trace'])
  const targets = checkSyncTargets(syncSizes, bySize)
  return { sizes: Object.fromEntries(bySize), targets, slowdown: syncSlowdown }
}

function writeResults(result) {
  mkdirSync(RESULTS_DIR, { recursive: true })
  const file = resolve(RESULTS_DIR, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
  return file
}

async function main() {
  const began = Date.now()
  await ensureBuild(flags.build)
  // The CouchDB-protocol test server the e2e tests use, reached through the app's origin.
  const syncServer = flags.sync ? await startSyncServer() : null
  const server = await startServer(Number(flags.port), DIST_DIR, {
    syncServer: syncServer?.url,
  }).catch(async (error) => {
    await syncServer?.stop()
    throw error
  })
  const against = flags.against ? resolve(flags.against) : null
  let other
  let browser
  const cleanUp = async () => {
    await browser?.close().catch(() => {})
    server.stop()
    other?.stop()
    await syncServer?.stop()
  }
  process.once('SIGINT', () => {
    console.error('\ninterrupted: closing Chromium and the server')
    void cleanUp().then(() => process.exit(130))
  })
  try {
    browser = await chromium.launch(LAUNCH)
    console.log(`Chromium ${browser.version()}, ${cpus().length} CPUs, build ${DIST_DIR}`)
    if (flags.profile) {
      await profileScreens(browser, server.origin, dataOf(Math.max(...sizes)), RESULTS_DIR)
      return
    }
    if (against) {
      other = await startServer(Number(flags.port) + 1, against)
      console.log(`sizes ${sizes.join(', ')}; ${runs} rounds after one warm-up round, alternating`)
      const rows = await compareBuilds(
        browser,
        [server.origin, other.origin],
        [DIST_DIR, against],
        sizes.map(dataOf),
        runs,
      )
      printComparison(rows, { mine: DIST_DIR, theirs: against })
      console.log(`Took ${((Date.now() - began) / 1000).toFixed(0)} s`)
      return
    }
    const spread = accounts > 1 ? `, in ${accounts} accounts with 10 % transfers` : ''
    console.log(`sizes ${sizes.join(', ')}${spread}; ${runs} rounds after one warm-up round\n`)
    if (shape.categories || shape.splits || shape.tags)
      console.log(`data shape ${JSON.stringify(shape)}\n`)
    const { bySize, bundles } = await benchmark(browser, server.origin)
    printTable(sizes, bySize, bundles)
    const targets = checkTargets(sizes, bySize, bundles, accounts)
    const firstSync = syncServer && (await benchmarkSync(browser, server.origin, syncServer))
    const file = writeResults({
      startedAt: new Date(began).toISOString(),
      seconds: (Date.now() - began) / 1000,
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model,
        chromium: browser.version(),
        node: process.version,
      },
      build: DIST_DIR,
      shape,
      user: USER.id,
      runs,
      accounts,
      sizes: Object.fromEntries(
        [...bySize].map(([n, entry]) => [n, { ...entry, dataCostRatio: dataCostRatio(bySize, n) }]),
      ),
      bundles,
      targets,
      ...(firstSync && { firstSync }),
      appMessages: Object.fromEntries(appMessages),
    })
    if (appMessages.size > 0) {
      console.log('\nThe app printed:')
      for (const [text, count] of appMessages) console.log(`  ${count} × ${text}`)
    }
    console.log(`\nPer-run figures: ${file}`)
    console.log(`Took ${((Date.now() - began) / 1000).toFixed(0)} s`)
  } finally {
    await cleanUp()
  }
}

main().catch((error) => {
  console.error(`\nbench failed: ${error.message}`)
  process.exitCode = 1
})
