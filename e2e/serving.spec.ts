import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { LoginPage } from './pages/AuthPages'

const dist = join(__dirname, '..', process.env.DIST_DIR ?? 'dist')

test('the sign-in page gets its scripts and styles as the build compressed them, whole', async ({
  page,
  request,
}) => {
  const assets: string[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (/\.(js|css)$/.test(pathname)) assets.push(pathname)
  })
  const login = new LoginPage(page)
  await login.goto()
  await expect(login.submit).toBeVisible()
  expect(assets.length).toBeGreaterThanOrEqual(3)

  for (const path of assets) {
    const file = readFileSync(join(dist, path))
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': encoding } })
      expect(response.headers()['content-encoding'], `${path} (${encoding})`).toBe(encoding)
      expect(Number(response.headers()['content-length']), `${path} (${encoding})`).toBe(
        readFileSync(join(dist, `${path}.${encoding === 'br' ? 'br' : 'gz'}`)).length,
      )
      expect((await response.body()).equals(file), `${path} (${encoding}) decoded`).toBe(true)
    }
  }
})
