import { execFileSync } from 'node:child_process'
import { defineConfig } from '@playwright/test'
import browserSetup from './scripts/chromium.json'

// E2E tests run against the PRODUCTION build in dist/ (`npm run build` first; the
// `pretest:e2e` npm script builds when dist/index.html is missing), served with `/couchdb/`
// passed on to a CouchDB-protocol test server (e2e/sync-server).
//
// Both listen on ports free at run time, unless E2E_PORT / E2E_SYNC_PORT name them. This file
// is evaluated in the runner and again in every worker: the runner chooses, and the workers and
// the servers inherit its environment, so all of them agree.
if (!process.env.E2E_PORT || !process.env.E2E_SYNC_PORT) {
  const [port, syncPort] = execFileSync(process.execPath, ['scripts/freePort.mjs', '2'], {
    cwd: __dirname,
    encoding: 'utf8',
  })
    .trim()
    .split(' ')
  process.env.E2E_PORT ||= port
  process.env.E2E_SYNC_PORT ||= syncPort
}
const PORT = Number(process.env.E2E_PORT)
const SYNC_PORT = Number(process.env.E2E_SYNC_PORT)
// Read by e2e/support/syncServer.ts, the static server's proxy and the sync server itself.
process.env.SYNC_SERVER_URL = `http://127.0.0.1:${SYNC_PORT}`
process.env.SYNC_SERVER_ADMIN = 'admin:e2e-admin-password'
const isCI = !!process.env.CI

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: isCI ? 1 : 2,
  retries: 0,
  forbidOnly: isCI,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || browserSetup.executablePath,
      args: browserSetup.args,
    },
  },
  webServer: [
    {
      name: 'sync server',
      command: `node e2e/sync-server/start.mjs ${SYNC_PORT}`,
      wait: { stdout: /Sync test server ready/ },
      // SIGTERM lets it remove its temporary directory.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      timeout: 30_000,
    },
    {
      name: 'app',
      command: `node scripts/serve-dist.mjs ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !isCI,
      timeout: 30_000,
    },
  ],
})
