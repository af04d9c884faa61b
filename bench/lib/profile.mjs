// --profile: Chromium's sampling profiler (over CDP) around the /transactions load and one
// search keystroke at the largest N; prints where the self time goes, mapped to the sources
// when the build has source maps, and keeps the raw .cpuprofile files.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import { join, resolve } from 'node:path'
import { DIST_DIR } from './server.mjs'
import { interact, seededPage, TIMEOUT_MS, withTimeout } from './page.mjs'

const TOP = 15
const SAMPLING_INTERVAL_US = 100

const sourceMaps = new Map()
function sourceMapFor(url) {
  if (!sourceMaps.has(url)) {
    let map = null
    const { pathname } = new URL(url)
    const file = join(DIST_DIR, `${decodeURIComponent(pathname)}.map`)
    if (pathname.endsWith('.js') && existsSync(file)) {
      map = new SourceMap(JSON.parse(readFileSync(file, 'utf8')))
    }
    sourceMaps.set(url, map)
  }
  return sourceMaps.get(url)
}

/** "src/features/x.ts:12 `source line`" for a bundle position, or the bundle position. */
function whereIs({ url, lineNumber, columnNumber }) {
  if (!url) return ''
  const map = /^https?:/.test(url) ? sourceMapFor(url) : null
  const bundlePlace = `${url.replace(/^https?:\/\/[^/]+\//, '')}:${lineNumber + 1}:${columnNumber + 1}`
  const entry = map?.findEntry(lineNumber, columnNumber)
  if (!entry?.originalSource) return bundlePlace
  const source = entry.originalSource.replace(/^webpack:\/\/[^/]*\/(\.\/)?/, '')
  const index = map.payload.sources.indexOf(entry.originalSource)
  const line = map.payload.sourcesContent?.[index]?.split('\n')[entry.originalLine]?.trim() ?? ''
  return `${source}:${entry.originalLine + 1}  ${line.slice(0, 70)}`
}

/** Self time (ms) per function, the idle time left out; each sample lasts until the next. */
export function selfTimes(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const byNode = new Map()
  profile.samples.forEach((id, i) => {
    byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000)
  })
  const byFunction = new Map()
  for (const [id, ms] of byNode) {
    const { callFrame } = nodes.get(id)
    if (callFrame.functionName === '(idle)') continue
    const key = `${callFrame.functionName}@${callFrame.url}:${callFrame.lineNumber}:${callFrame.columnNumber}`
    const entry = byFunction.get(key) ?? { callFrame, ms: 0 }
    entry.ms += ms
    byFunction.set(key, entry)
  }
  const functions = [...byFunction.values()].sort((a, b) => b.ms - a.ms)
  return { functions, totalMs: functions.reduce((sum, f) => sum + f.ms, 0) }
}

function printTop(title, profile) {
  const { functions, totalMs } = selfTimes(profile)
  console.log(`\n${title}: ${totalMs.toFixed(1)} ms of busy samples; top ${TOP} by self time`)
  for (const { callFrame, ms } of functions.slice(0, TOP)) {
    const share = ((ms / totalMs) * 100).toFixed(1).padStart(5)
    const name = (callFrame.functionName || '(anonymous)').slice(0, 28).padEnd(28)
    console.log(`${ms.toFixed(1).padStart(8)} ms ${share}%  ${name} ${whereIs(callFrame)}`)
  }
  return {
    totalMs,
    top: functions.slice(0, TOP).map(({ callFrame, ms }) => ({
      ms,
      name: callFrame.functionName,
      where: whereIs(callFrame),
    })),
  }
}

/** Profiles one step in `page` and keeps the raw profile next to the results. */
async function profileStep(page, cdp, name, step, output) {
  await cdp.send('Profiler.start')
  await step()
  const { profile } = await cdp.send('Profiler.stop')
  const file = resolve(output.dir, `profile-${name}-N${output.n}-${output.stamp}.cpuprofile`)
  writeFileSync(file, JSON.stringify(profile))
  const summary = printTop(`${name} at N = ${output.n.toLocaleString('en-US')}`, profile)
  console.log(`  raw profile: ${file}`)
  return summary
}

async function profiler(context, page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US })
  return cdp
}

const ready = (page, label) =>
  withTimeout(
    page.evaluate(() => window.__bench.load),
    TIMEOUT_MS,
    label,
  )

/** The /transactions load, one search keystroke (when there are records to search) and the
 * /dashboard load, each profiled. */
export async function profileScreens(browser, origin, set, dir) {
  const n = set.records.length
  if (!readdirSync(DIST_DIR).some((file) => file.endsWith('.js.map'))) {
    console.log('No source maps in the build, so positions are bundle positions. For sources:')
    console.log('  DIST_DIR=dist-bench npx webpack --mode production --devtool source-map\n')
  }
  mkdirSync(dir, { recursive: true })
  const output = { dir, n, stamp: new Date().toISOString().replace(/[:.]/g, '-') }
  const summary = {}
  const history = await seededPage(browser, origin, set.storage, {
    path: '/transactions',
    kind: 'history',
    count: n,
  })
  try {
    const cdp = await profiler(history.context, history.page)
    const { page } = history
    summary.transactionsLoad = await profileStep(
      page,
      cdp,
      'transactions-load',
      async () => {
        await page.goto('/transactions', { waitUntil: 'domcontentloaded' })
        await ready(page, '/transactions ready')
      },
      output,
    )
    // With no records a keystroke changes nothing there is to wait for.
    const search = set.searchChanges
      ? await page.getByRole('searchbox', { name: 'Search', exact: true }).elementHandle()
      : null
    summary.searchKeystroke =
      search &&
      (await profileStep(
        page,
        cdp,
        'search-keystroke',
        () =>
          interact(page, `search "${set.letter}"`, search, {
            action: 'input',
            value: set.letter,
            watch: 'count',
          }),
        output,
      ))
  } finally {
    await history.context.close()
  }
  const dashboard = await seededPage(browser, origin, set.storage, {
    path: '/dashboard',
    kind: 'dashboard',
    count: n,
  })
  try {
    const cdp = await profiler(dashboard.context, dashboard.page)
    const { page } = dashboard
    summary.dashboardLoad = await profileStep(
      page,
      cdp,
      'dashboard-load',
      async () => {
        await page.goto('/dashboard', { waitUntil: 'domcontentloaded' })
        await ready(page, '/dashboard ready')
      },
      output,
    )
  } finally {
    await dashboard.context.close()
  }
  writeFileSync(
    resolve(dir, `profile-summary-N${n}-${output.stamp}.json`),
    JSON.stringify(summary, null, 2),
  )
}
