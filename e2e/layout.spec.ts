import { expect, test, type Page } from '@playwright/test'
import { HistoryPage } from './pages/HistoryPage'
import { sampleLedger } from './support/sampleLedger'
import { ada, seedRecord, seedStorage } from './support/seed'

/** Beside an ordinary ledger, the widest value each column takes: the longest date, a long
 * category and description, the largest amount the form accepts. */
const widest = [
  seedRecord(900, {
    date: '2025-12-28',
    description: 'Flights and hotel for the family reunion',
    category: 'Entertainment',
    amount: '1284.50',
  }),
  seedRecord(901, {
    date: '2025-12-22',
    description: 'Sold the old house',
    category: 'Investment',
    type: 'income',
    amount: '1000000000.00',
  }),
]

/**
 * What is cut off or spills out of its box within `scope`: each element whose content is
 * wider than the element (an ellipsis, or an overflow) or taller than a line clamp lets it
 * show. Leaves out what is hidden from sight on purpose (clipped to nothing for screen
 * readers, or not rendered).
 */
function cutOff(page: Page, scope: 'main' | 'nav'): Promise<string[]> {
  return page.evaluate((scope) => {
    const hiddenOnPurpose = (element: Element | null): boolean =>
      element !== null &&
      (getComputedStyle(element).clip === 'rect(0px, 0px, 0px, 0px)' ||
        hiddenOnPurpose(element.parentElement))
    const found: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>(`${scope}, ${scope} *`)) {
      if (!(element instanceof HTMLElement) || element.getClientRects().length === 0) continue
      const style = getComputedStyle(element)
      if (style.display === 'inline' || hiddenOnPurpose(element)) continue
      const clamped = style.webkitLineClamp !== 'none'
      const wide = element.scrollWidth > element.clientWidth + 1
      const tall = clamped && element.scrollHeight > element.clientHeight + 1
      if (wide || tall) {
        const text = (element.textContent ?? '').trim().slice(0, 40)
        found.push(`${element.tagName.toLowerCase()} "${text}": ${wide ? 'wider' : 'taller'}`)
      }
    }
    return found
  }, scope)
}

function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test.describe(`at ${width} px in the ${colorScheme} theme`, () => {
      test.use({ viewport: { width, height: 800 }, colorScheme })

      test('no text of the history, the dashboard or the navigation is cut off', async ({
        page,
      }) => {
        const ledger = [...sampleLedger(), ...widest]
        await seedStorage(page, { transactions: { [ada.id]: ledger }, signedIn: ada })
        const history = new HistoryPage(page)
        await history.goto()
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme)
        await expect(history.count(ledger.length)).toBeVisible()
        await expect(history.row('Sold the old house')).toContainText('+$1,000,000,000.00')
        expect(await cutOff(page, 'main')).toEqual([])
        expect(await cutOff(page, 'nav')).toEqual([])
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)

        await page.goto('/dashboard')
        await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
        const pie = page.getByRole('region', { name: 'Expense Categories' }).locator('svg')
        await expect(pie.locator('text').first()).toBeVisible()
        expect(await cutOff(page, 'main')).toEqual([])
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)

        // The phone's menu, open, holds every link.
        const menu = page.getByRole('button', { name: 'Menu' })
        if (width < 1024) await menu.click()
        await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible()
        expect(await cutOff(page, 'nav')).toEqual([])
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
      })
    })
  }
}

test.describe('a long history on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('shows cards wherever it is scrolled, the last one at the bottom', async ({ page }) => {
    const many = Array.from({ length: 600 }, (_, n) => seedRecord(n))
    await seedStorage(page, { transactions: { [ada.id]: many }, signedIn: ada })
    const history = new HistoryPage(page)
    await history.goto()
    await expect(history.count(600)).toBeVisible()
    // Fewer cards than records are rendered: the list is windowed.
    expect(await history.rows.count()).toBeLessThan(100)

    // A row, not the space that stands in for rows not rendered, in the middle of the screen.
    const rowInMiddle = () =>
      page.evaluate(() =>
        document
          .elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
          ?.closest('tr')
          ?.getAttribute('aria-rowindex'),
      )
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
    await expect.poll(rowInMiddle).toMatch(/^\d+$/)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(history.table.locator('[aria-rowindex="601"]')).toBeInViewport()
    await expect.poll(rowInMiddle).toMatch(/^\d+$/)
  })
})
