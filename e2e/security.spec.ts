import { expect, test, type Page } from '@playwright/test'
import { LoginPage } from './pages/AuthPages'
import { DashboardPage } from './pages/DashboardPage'
import { HistoryPage } from './pages/HistoryPage'
import { ThemeToggle } from './pages/ThemeToggle'
import { TransactionFormPage } from './pages/TransactionFormPage'
import { ada, localIsoDate, seedRecord, seedStorage, type SeedUser } from './support/seed'

const POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; " +
  "font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; " +
  "object-src 'none'; base-uri 'self'; form-action 'self'"

const XSS_DESCRIPTION = '<img src=x onerror="window.__xss=1">'
const XSS_NAME = '<b>Ada</b><script>window.__xss=2</script>'

declare global {
  interface Window {
    __xss?: number
    __reportViolation?: (text: string) => void
  }
}

interface Trouble {
  violations: string[]
  consoleErrors: string[]
  foreignRequests: string[]
}

/**
 * Records, from before the first navigation, every CSP violation the page reports, every
 * console error or uncaught exception, and every request leaving the app's own origin.
 */
async function watch(page: Page, origin: string): Promise<Trouble> {
  const trouble: Trouble = { violations: [], consoleErrors: [], foreignRequests: [] }
  await page.exposeFunction('__reportViolation', (text: string) => trouble.violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__reportViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    )
  })
  page.on('console', (message) => {
    if (message.type() === 'error')
      trouble.consoleErrors.push(`${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => trouble.consoleErrors.push(error.message))
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin)
      trouble.foreignRequests.push(request.url())
  })
  return trouble
}

function expectNoTrouble(trouble: Trouble) {
  expect(trouble).toEqual({ violations: [], consoleErrors: [], foreignRequests: [] })
}

test('the built index.html carries the strict policy and no inline script or style', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const meta = /<meta http-equiv="?Content-Security-Policy"? content="([^"]*)"/.exec(html)
  expect(meta?.[1]).toBe(POLICY)
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
  expect(html).not.toMatch(/<style|\sstyle=/)
})

test('signed-out screens run under the policy and stay on their own origin', async ({
  page,
  baseURL,
}) => {
  const trouble = await watch(page, new URL(baseURL!).origin)

  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible()
  const workerUrl = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL,
  )
  expect(workerUrl).toBe(new URL('/sw.js', baseURL).href)

  const login = new LoginPage(page)
  await login.goto()
  await page.getByRole('button', { name: 'Show password' }).click()
  await login.signIn(ada.email, 'wrong-password')
  await expect(login.error).toHaveText('Invalid email or password')

  await page.goto('/register')
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()

  expectNoTrouble(trouble)
})

test('signed-in screens, charts and dialogs run under the policy and stay on their own origin', async ({
  page,
  baseURL,
}) => {
  const trouble = await watch(page, new URL(baseURL!).origin)
  const records = [
    seedRecord(1, { type: 'income', category: 'Salary', amount: '3000', date: localIsoDate(-40) }),
    seedRecord(2, { category: 'Rent', amount: '1200', date: localIsoDate(-1) }),
    seedRecord(3, { category: 'Food', amount: '45.67', date: localIsoDate(0) }),
  ]
  await seedStorage(page, { transactions: { [ada.id]: records }, signedIn: ada })

  const dashboard = new DashboardPage(page)
  await dashboard.goto()
  await expect(dashboard.recentItems).toHaveCount(3)
  // Hovering draws nivo's tooltip and animates the slice: styles set from script.
  await dashboard.chart('Expense Categories').locator('path').first().hover()
  await dashboard.chart('Monthly Overview').locator('rect').first().hover()
  // The charts take their colours again from the dark theme's tokens.
  await new ThemeToggle(page.getByRole('navigation')).toDark.click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')

  const form = new TransactionFormPage(page)
  await form.gotoAdd()
  await form.save.click()
  await expect(form.amount).toHaveAttribute('aria-invalid', 'true')
  await form.fill({ amount: '12.50', category: 'Food', description: 'Lunch' })
  await form.save.click()

  const history = new HistoryPage(page)
  await expect(history.count(4)).toBeVisible()
  await history.row('Lunch').getByRole('button', { name: 'Delete' }).click()
  await expect(history.dialog).toBeVisible()
  await history.dialog.getByRole('button', { name: 'Cancel' }).click()
  await history.search.fill('rent')
  await expect(history.count(1)).toBeVisible()

  expectNoTrouble(trouble)
})

test('text people typed is shown literally and never run as HTML', async ({ page }) => {
  const mallory: SeedUser = { ...ada, name: XSS_NAME }
  await seedStorage(page, {
    users: [mallory],
    transactions: { [ada.id]: [seedRecord(1, { description: XSS_DESCRIPTION })] },
    signedIn: mallory,
  })

  const dashboard = new DashboardPage(page)
  await dashboard.goto()
  await expect(page.getByRole('navigation').getByText(XSS_NAME)).toBeVisible()
  await expect(dashboard.recentItems.getByText(XSS_DESCRIPTION)).toBeVisible()

  const history = new HistoryPage(page)
  await history.goto()
  await expect(history.rows.getByText(XSS_DESCRIPTION)).toBeVisible()

  await history.row(XSS_DESCRIPTION).getByRole('link', { name: 'Edit' }).click()
  await expect(new TransactionFormPage(page).description).toHaveValue(XSS_DESCRIPTION)

  expect(await page.locator('img[src="x"], b, script:not([src])').count()).toBe(0)
  expect(await page.evaluate(() => window.__xss)).toBeUndefined()
})
