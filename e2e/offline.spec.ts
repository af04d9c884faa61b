import { expect, test, type Page } from '@playwright/test'
import { AppShell } from './pages/AppShell'
import { DashboardPage } from './pages/DashboardPage'
import { HistoryPage } from './pages/HistoryPage'
import { TransactionFormPage } from './pages/TransactionFormPage'
import { ada, seedRecord, seedStorage, type SeedRecord } from './support/seed'

const rent = seedRecord(1, { amount: '950.00', category: 'Rent', description: 'March rent' })

test('after one visit the app opens and saves a transaction with the network off', async ({
  page,
  context,
}) => {
  await seedStorage(page, { signedIn: ada, transactions: { [ada.id]: [rent] } })
  await page.goto('/dashboard')
  await new AppShell(page).waitForOfflineReady()

  await context.setOffline(true)
  const dashboard = new DashboardPage(page)
  await page.reload()
  await expect(dashboard.heading).toBeVisible()
  await expect(dashboard.region('Total Expenses')).toContainText('$950.00')

  const history = new HistoryPage(page)
  await history.goto()
  await expect(history.row('March rent')).toBeVisible()

  const form = new TransactionFormPage(page)
  await form.gotoAdd()
  await form.fill({ amount: '12.40', category: 'Food', description: 'Offline lunch' })
  await form.save.click()
  await expect(page).toHaveURL(/\/transactions$/)
  await expect(history.row('Offline lunch')).toContainText('-$12.40')
  expect(await form.stored(ada.id)).toContainEqual(
    expect.objectContaining({ amount: '12.40', description: 'Offline lunch' }),
  )
})

test('after one visit to /login only, every screen works offline, charts included', async ({
  page,
  context,
}) => {
  await seedStorage(page, { transactions: { [ada.id]: [rent] } })
  await page.goto('/login')
  await new AppShell(page).waitForOfflineReady()
  await context.setOffline(true)

  await seedStorage(page, { signedIn: ada, transactions: { [ada.id]: [rent] } })
  const dashboard = new DashboardPage(page)
  await page.goto('/dashboard')
  await expect(dashboard.region('Total Expenses')).toContainText('$950.00')
  for (const name of ['Monthly Overview', 'Expense Categories'] as const) {
    await expect(dashboard.region(name).locator('svg rect, svg path').first()).toBeVisible()
  }
  for (const [path, heading] of [
    ['/transactions', 'Transactions'],
    ['/add-transaction', 'Add New Transaction'],
    ['/budgets', 'Budgets'],
    ['/recurring', 'Recurring transactions'],
    ['/settings', 'Settings'],
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
  }
})

test('offline, the head script that paints the saved theme comes from the precache', async ({
  page,
  context,
}) => {
  await page.goto('/login')
  await new AppShell(page).waitForOfflineReady()
  // The one classic script, run before the first paint (webpack.config.js, blockingHeadScript).
  const src = await page.locator('head > script:not([defer])').getAttribute('src')
  expect(src).toMatch(/^\/theme\.[0-9a-f]+\.js$/)

  await context.setOffline(true)
  const headScript = page.waitForResponse((response) => new URL(response.url()).pathname === src)
  await page.reload()
  const response = await headScript
  expect(response.ok()).toBe(true)
  expect(response.fromServiceWorker()).toBe(true)
})

test('offline, a reload or link keeps working when its search or record id holds a dot', async ({
  page,
  context,
}) => {
  // Ids of older data are any text; the search covers amounts, so "950.00" is a likely one.
  const dotted = seedRecord(2, { id: 'rent.2026-03', description: 'Dotted id' })
  await seedStorage(page, { signedIn: ada, transactions: { [ada.id]: [rent, dotted] } })
  await page.goto('/transactions')
  await new AppShell(page).waitForOfflineReady()
  await context.setOffline(true)

  const history = new HistoryPage(page)
  await history.goto('?search=950.00')
  await expect(history.count(1)).toBeVisible()
  await expect(history.search).toHaveValue('950.00')
  await history.goto('?search=rent.')
  await expect(history.count(0)).toBeVisible()
  const form = new TransactionFormPage(page)
  await form.gotoEdit('rent.2026-03')
  await expect(form.description).toHaveValue('Dotted id')
})

test('the manifest, its icons and the service worker are served with the right types', async ({
  page,
  request,
}) => {
  await page.goto('/login')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  )

  const response = await request.get('/manifest.webmanifest')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  const manifest = await response.json()
  expect(manifest).toMatchObject({
    name: 'Finance Tracker',
    short_name: 'Finance',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#10b981',
    background_color: '#f6f8fa',
  })
  const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons
  expect(icons.map(({ sizes, type, purpose }) => `${sizes} ${type} ${purpose}`)).toEqual([
    '192x192 image/png any',
    '512x512 image/png any',
    '512x512 image/png maskable',
    'any image/svg+xml any',
  ])
  for (const icon of icons) {
    const image = await request.get(icon.src)
    expect(image.status(), icon.src).toBe(200)
    expect(image.headers()['content-type'], icon.src).toBe(icon.type)
  }

  const worker = await request.get('/sw.js')
  expect(worker.status()).toBe(200)
  expect(worker.headers()['content-type']).toMatch(/^text\/javascript/)
  expect(worker.headers()['cache-control']).toBe('no-cache')
})

test('Chromium finds the app installable', async ({ page, context }) => {
  await seedStorage(page, { signedIn: ada })
  await page.goto('/dashboard')
  await new AppShell(page).waitForOfflineReady()

  const cdp = await context.newCDPSession(page)
  const { errors } = await cdp.send('Page.getAppManifest')
  expect(errors).toEqual([])
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  // Playwright's browser contexts are private windows, where Chromium never offers to install.
  const blocking = installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')
  expect(blocking).toEqual([])
})

/**
 * Visits `path` with an older release installed: the same worker with different bytes. Chromium
 * lets tests rewrite a worker's first download but not its later update checks, so the build
 * itself then plays the newly deployed version.
 */
async function visitOnPreviousRelease(
  page: Page,
  path: string,
  transactions: SeedRecord[] = [],
): Promise<AppShell> {
  const context = page.context()
  await context.route('**/sw.js', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: `${await response.text()}\n// previous release\n` })
  })
  await seedStorage(page, { signedIn: ada, transactions: { [ada.id]: transactions } })
  // Seeding opened the app at /, which registers the worker once idle. Leaving / before that
  // registration settles can take the worker's download out of the route's reach, installing
  // the current build instead of the previous one.
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.goto(path)
  const shell = new AppShell(page)
  await shell.waitForOfflineReady()
  await context.unroute('**/sw.js')
  return shell
}

test('a first visit, which installs the first version, offers no update', async ({ page }) => {
  await page.goto('/login')
  const shell = new AppShell(page)
  // Active means the first version has been through installed and waiting on its way.
  await page.evaluate(() => navigator.serviceWorker.ready)
  // A first version passes through waiting on its way to active: let a wrong offer show.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)))
  await expect(shell.updateBanner).toBeHidden()
  expect(await shell.workerState()).toEqual({ waiting: false, controlled: true })
})

test('a new version waits for Reload, and Reload keeps what was typed', async ({ page }) => {
  const shell = await visitOnPreviousRelease(page, '/add-transaction')
  const form = new TransactionFormPage(page)
  await form.fill({ amount: '7.25', category: 'Transport', description: 'Half-typed note' })
  await expect(shell.updateBanner).toBeHidden()
  await shell.checkForUpdate()

  await expect(shell.updateBanner).toBeVisible()
  await expect(shell.reload).toBeVisible()
  expect(await shell.workerState()).toEqual({ waiting: true, controlled: true })
  await expect(form.description).toHaveValue('Half-typed note')
  await expect(form.amount).toHaveValue('7.25')

  await Promise.all([page.waitForEvent('load'), shell.reload.click()])
  await expect(shell.updateBanner).toBeHidden()
  expect(await shell.workerState()).toEqual({ waiting: false, controlled: true })
  await expect(form.description).toHaveValue('Half-typed note')
  await expect(form.amount).toHaveValue('7.25')
  await expect(form.category).toHaveValue('Transport')

  await form.save.click()
  const history = new HistoryPage(page)
  await expect(history.row('Half-typed note')).toContainText('-$7.25')
  // Kept for that one reload only: the next new transaction starts empty.
  await history.addLink.click()
  await expect(form.description).toHaveValue('')
  await expect(form.amount).toHaveValue('')
})

test('an edit form kept over Reload still reports a change made elsewhere before it', async ({
  page,
  context,
}) => {
  const record = seedRecord(1, { description: 'Before' })
  const shell = await visitOnPreviousRelease(page, `/edit-transaction/${record.id}`, [record])
  const form = new TransactionFormPage(page)
  await expect(form.description).toHaveValue('Before')
  await form.fill({ description: 'Mine' })

  // Another tab changes the same record while this form is open.
  const other = await context.newPage()
  const otherForm = new TransactionFormPage(other)
  await otherForm.gotoEdit(record.id)
  await otherForm.fill({ description: 'Theirs' })
  await otherForm.update.click()
  await expect(new HistoryPage(other).row('Theirs')).toHaveCount(1)
  await other.close()

  await shell.checkForUpdate()
  await expect(shell.reload).toBeVisible()
  await Promise.all([page.waitForEvent('load'), shell.reload.click()])
  await expect(form.description).toHaveValue('Mine')
  await form.update.click()
  await expect(
    page.getByText(
      'This transaction was changed in another tab or on another device after you opened it.',
    ),
  ).toBeVisible()
  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]'),
    `transactions_${ada.id}`,
  )
  expect(stored.map((r: SeedRecord) => r.description)).toEqual(['Theirs'])
})

test('Reload in a second tab still reloads after the first tab took the update', async ({
  page,
  context,
}) => {
  const first = await visitOnPreviousRelease(page, '/transactions')
  const otherPage = await context.newPage()
  await otherPage.goto('/dashboard')
  const second = new AppShell(otherPage)
  await first.checkForUpdate()
  await expect(first.updateBanner).toBeVisible()
  await expect(second.updateBanner).toBeVisible()

  await Promise.all([page.waitForEvent('load'), first.reload.click()])
  await expect(first.updateBanner).toBeHidden()
  await expect(second.updateBanner).toBeVisible()
  await Promise.all([otherPage.waitForEvent('load'), second.reload.click()])
  await expect(second.updateBanner).toBeHidden()
  expect(await second.workerState()).toEqual({ waiting: false, controlled: true })
})
