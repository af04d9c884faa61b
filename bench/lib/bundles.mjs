// What /login and /dashboard download: JS and CSS from the build, gzip level 9 sizes.
import { readFileSync, existsSync } from 'node:fs'
import { extname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { DIST_DIR } from './server.mjs'
import { seededPage, withTimeout, TIMEOUT_MS } from './page.mjs'

// @nivo's default colour scheme is a string literal that survives minification.
const CHART_CODE = /scheme:\s*"nivo"|\bnivo:\s*\[/

function fileFacts(pathname) {
  const path = join(DIST_DIR, decodeURIComponent(pathname))
  if (!existsSync(path)) return null
  const content = readFileSync(path)
  return {
    file: pathname.slice(1),
    kind: extname(path).slice(1),
    gzipBytes: gzipSync(content, { level: 9 }).length,
    chartCode: extname(path) === '.js' && CHART_CODE.test(content.toString('utf8')),
  }
}

/** The build's JS and CSS files requested while a fresh page at `path` gets ready, split into
 * what the page itself fetched and what a service worker fetched (to precache) meanwhile. */
async function downloads(browser, origin, storage, path, load) {
  const { context, page } = await seededPage(browser, origin, storage, load, {
    serviceWorkers: 'allow',
  })
  try {
    const requested = { page: new Set(), serviceWorker: new Set() }
    // Context-level, since a service worker's own requests are not the page's.
    context.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin !== origin || !/\.(js|css)$/.test(url.pathname)) return
      requested[request.serviceWorker() ? 'serviceWorker' : 'page'].add(url.pathname)
    })
    await page.goto(path, { waitUntil: 'networkidle', timeout: TIMEOUT_MS })
    if (load)
      await withTimeout(
        page.evaluate(() => window.__bench.load),
        TIMEOUT_MS,
        `${path} ready`,
      )
    await page.waitForLoadState('networkidle')
    const facts = (paths) => [...paths].map(fileFacts).filter(Boolean)
    return { page: facts(requested.page), serviceWorker: facts(requested.serviceWorker) }
  } finally {
    await context.close()
  }
}

function total(files, kind) {
  return files.filter((f) => f.kind === kind).reduce((sum, f) => sum + f.gzipBytes, 0)
}

/** /login signed out; /dashboard signed in with `set` (which must have records, or no charts load). */
export async function measureBundles(browser, origin, signedOut, set) {
  const login = await downloads(browser, origin, signedOut, '/login', null)
  const dashboard = await downloads(browser, origin, set.storage, '/dashboard', {
    path: '/dashboard',
    kind: 'dashboard',
    count: set.records.length,
  })
  return {
    loginJs: total(login.page, 'js'),
    loginCss: total(login.page, 'css'),
    dashboardJs: total(dashboard.page, 'js'),
    dashboardCss: total(dashboard.page, 'css'),
    loginHasChartCode: login.page.some((f) => f.chartCode),
    dashboardHasChartCode: dashboard.page.some((f) => f.chartCode),
    // Not executed, but still downloaded while the person only signs in.
    loginServiceWorkerJs: total(login.serviceWorker, 'js'),
    loginServiceWorkerHasChartCode: login.serviceWorker.some((f) => f.chartCode),
    files: { login, dashboard },
  }
}
