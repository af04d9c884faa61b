import { defineConfig } from '@playwright/test'
import browserSetup from './scripts/chromium.json'

// E2E tests run against the PRODUCTION build in dist/ (`npm run build` first; the
// `pretest:e2e` npm script builds when dist/index.html is missing).
// E2E_PORT and DIST_DIR let several builds be tested side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173)
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
  webServer: {
    command: `node scripts/serve-dist.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !isCI,
    timeout: 30_000,
  },
})
