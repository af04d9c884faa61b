import { resolve } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { sampleLedger } from '../../e2e/support/sampleLedger'
import { ada, seedStorage } from '../../e2e/support/seed'

// Writes history-, dashboard- and navigation-{375,1280}.png into docs/screenshots/ (or
// SCREENSHOTS_DIR), in the light theme, or the dark one with SCREENSHOTS_THEME=dark.
const OUT = resolve(__dirname, '../..', process.env.SCREENSHOTS_DIR ?? 'docs/screenshots')
const colorScheme = process.env.SCREENSHOTS_THEME === 'dark' ? 'dark' : 'light'
const SIDEBAR_FROM_PX = 1024

test.use({ colorScheme })

function shot(name: string, width: number) {
  return resolve(OUT, `${name}-${width}.png`)
}

/** Scrolls the page so that `heading` sits a little below the top of the screen. */
async function scrollTo(page: Page, heading: string) {
  const box = await page.getByRole('heading', { name: heading, exact: true }).boundingBox()
  await page.evaluate((top) => window.scrollTo(0, top), (box?.y ?? 0) - 16)
}

for (const width of [375, 1280]) {
  test(`at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < SIDEBAR_FROM_PX ? 812 : 800 })
    const ledger = sampleLedger()
    await seedStorage(page, { transactions: { [ada.id]: ledger }, signedIn: ada })

    await page.goto('/transactions')
    const count = `Transactions (${ledger.length})`
    await expect(page.getByRole('heading', { name: count })).toBeVisible()
    await scrollTo(page, count)
    await page.screenshot({ path: shot('history', width) })

    await page.goto('/dashboard')
    const pie = page.getByRole('region', { name: 'Expense Categories' }).locator('svg')
    await expect(pie.locator('text').first()).toBeVisible()
    await page.screenshot({ path: shot('dashboard', width), fullPage: true })

    if (width < SIDEBAR_FROM_PX) {
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible()
      await page.screenshot({ path: shot('navigation', width) })
    } else {
      const sidebar = await page.getByRole('navigation').boundingBox()
      await page.screenshot({ path: shot('navigation', width), clip: sidebar ?? undefined })
    }
  })
}
