import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { defineConfig } from '@playwright/test'
import browserSetup from '../chromium.json'

// `npm run screenshots`: the README's pictures, taken in Chromium from the production build in
// dist/ (built first when missing) with a sample ledger seeded. See screenshots.spec.ts.
const ROOT = resolve(__dirname, '../..')
// Evaluated in the runner and again in its worker: the runner chooses the port, and the
// worker and the server inherit it.
process.env.SCREENSHOTS_PORT ||= execFileSync(process.execPath, ['scripts/freePort.mjs'], {
  cwd: ROOT,
  encoding: 'utf8',
}).trim()
const PORT = Number(process.env.SCREENSHOTS_PORT)

export default defineConfig({
  testDir: '.',
  testMatch: 'screenshots.spec.ts',
  outputDir: resolve(ROOT, 'test-results/screenshots'),
  workers: 1,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || browserSetup.executablePath,
      args: browserSetup.args,
    },
  },
  webServer: {
    command: `node scripts/serve-dist.mjs ${PORT}`,
    cwd: ROOT,
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 30_000,
  },
})
