import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { HistoryPage } from './pages/HistoryPage'
import { TransactionFormPage } from './pages/TransactionFormPage'
import { ada, seedRecord, seedStorage } from './support/seed'

const records = [
  seedRecord(1, {
    description: 'Monthly salary',
    amount: '2500.00',
    type: 'income',
    category: 'Salary',
    date: '2026-01-31',
  }),
  seedRecord(2, { description: 'Lunch', amount: '12.50', category: 'Food', date: '2026-02-01' }),
  seedRecord(3, { description: '', amount: 45, category: 'Transport', date: '2025-12-31' }),
  seedRecord(4, {
    description: 'Birthday',
    amount: '100.00',
    type: 'income',
    category: 'Gift',
    date: '2026-01-01',
  }),
  seedRecord(5, {
    description: 'Groceries',
    amount: '80.25',
    category: 'Food',
    date: '2026-01-15',
  }),
]

async function openWith(page: Page, transactions = records) {
  await seedStorage(page, { transactions: { [ada.id]: transactions }, signedIn: ada })
  const history = new HistoryPage(page)
  await history.goto()
  await expect(history.heading).toBeVisible()
  return history
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

test('filters and sorts a seeded list, with the summary following the filters', async ({
  page,
}) => {
  const history = await openWith(page)
  await expect(history.count(5)).toBeVisible()
  expect(await history.descriptions()).toEqual([
    'Lunch',
    'Monthly salary',
    'Groceries',
    'Birthday',
    '-',
  ])
  await expect(history.row('Lunch')).toContainText('2/1/2026')
  await expect(history.row('Lunch')).toContainText('-$12.50')
  await expect(history.region('Net')).toContainText('$2,462.25')

  await history.type.selectOption({ label: 'Expense' })
  await expect(history.count(3)).toBeVisible()
  await expect(history.region('Total Income')).toContainText('$0.00')
  await expect(history.region('Total Expenses')).toContainText('$137.75')
  await expect(history.region('Net')).toContainText('-$137.75')

  await history.category.selectOption('Food')
  await expect(history.count(2)).toBeVisible()
  await history.sortButton('Amount').click()
  await expect(history.sortButton('Amount')).toHaveAttribute('aria-pressed', 'true')
  await expect(history.sortButton('Amount')).toHaveAttribute('data-direction', 'desc')
  await expect(history.sortButton('Date')).toHaveAttribute('aria-pressed', 'false')
  expect(await history.descriptions()).toEqual(['Groceries', 'Lunch'])
  await history.sortButton('Amount').click()
  await expect(history.sortButton('Amount')).toHaveAttribute('data-direction', 'asc')
  expect(await history.descriptions()).toEqual(['Lunch', 'Groceries'])

  await history.clearAll.click()
  await expect(history.count(5)).toBeVisible()
  await expect(history.sortButton('Amount')).toHaveAttribute('data-direction', 'asc')

  await history.startDate.fill('2025-12-31')
  await history.endDate.fill('2026-01-01')
  await expect(history.count(2)).toBeVisible()
  expect(await history.descriptions()).toEqual(['-', 'Birthday'])
})

test('searches descriptions, categories and amount text', async ({ page }) => {
  const history = await openWith(page)
  await history.search.fill('GROCER')
  await expect(history.count(1)).toBeVisible()
  await history.search.fill('12.5')
  await expect(history.count(1)).toBeVisible()
  await expect(history.row('Lunch')).toBeVisible()
  await history.search.fill('12.50')
  await expect(history.count(1)).toBeVisible()
  await history.search.fill('transport')
  await expect(history.row('Transport')).toContainText('-$45.00')
  await history.search.fill('nothing like this')
  await expect(history.count(0)).toBeVisible()
  await expect(history.emptyState).toBeVisible()
  await expect(history.main.getByRole('link', { name: 'Add a transaction' })).toHaveAttribute(
    'href',
    '/add-transaction',
  )
})

test('keeps the view in the URL across a reload and the back button', async ({ page }) => {
  const history = await openWith(page)
  await history.type.selectOption({ label: 'Income' })
  await history.sortButton('Amount').click()
  await history.search.fill('a')
  await expect(page).toHaveURL('/transactions?search=a&type=income&sort=amount')

  await page.reload()
  await expect(history.count(2)).toBeVisible()
  await expect(history.type).toHaveValue('income')
  await expect(history.search).toHaveValue('a')
  await expect(history.sortButton('Amount')).toHaveAttribute('aria-pressed', 'true')
  expect(await history.descriptions()).toEqual(['Monthly salary', 'Birthday'])

  await page.goBack()
  await expect(page).toHaveURL('/transactions?type=income&sort=amount')
  await expect(history.search).toHaveValue('')
  await page.goBack()
  await expect(history.sortButton('Date')).toHaveAttribute('aria-pressed', 'true')
  await page.goBack()
  await expect(history.type).toHaveValue('all')
  await expect(history.count(5)).toBeVisible()
})

test('deletes through the dialog, by mouse and by keyboard, and stores the result', async ({
  page,
}) => {
  const history = await openWith(page)
  const remove = history.row('Lunch').getByRole('button', { name: 'Delete' })
  await remove.click()
  await expect(history.dialog).toBeVisible()
  await history.dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(history.dialog).toBeHidden()
  await expect(remove).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(history.dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(history.dialog).toBeHidden()
  await expect(history.count(5)).toBeVisible()

  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(history.dialog.getByRole('button', { name: 'Delete' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(history.count(4)).toBeVisible()
  await expect(history.row('Lunch')).toHaveCount(0)
  // The deleted row's button is gone: focus is on the list's heading, not lost to the page.
  await expect(history.count(4)).toBeFocused()

  await history.row('Groceries').getByRole('button', { name: 'Delete' }).click()
  await history.dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(history.count(3)).toBeVisible()
  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]'),
    `transactions_${ada.id}`,
  )
  expect(stored.map((r: { description: string }) => r.description).sort()).toEqual([
    '',
    'Birthday',
    'Monthly salary',
  ])
})

test('shows 25,000 transactions with a small DOM, down to the last row', async ({ page }) => {
  await seedStorage(page, { signedIn: ada })
  await page.evaluate((userId) => {
    const categories = ['Food', 'Transport', 'Bills', 'Rent', 'Shopping']
    const list = Array.from({ length: 25_000 }, (_, n) => {
      const day = new Date(2023, 0, 1 + Math.floor(n / 23))
      const pad = (v: number) => String(v).padStart(2, '0')
      return {
        id: String(1_700_000_000_000 + n),
        amount: `${(n % 500) + 1}.${pad(n % 100)}`,
        type: n % 7 === 0 ? 'income' : 'expense',
        category: n % 7 === 0 ? 'Salary' : categories[n % categories.length],
        date: `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`,
        description: `Item ${n}`,
        userId,
        createdAt: new Date(1_700_000_000_000 + n * 1000).toISOString(),
      }
    })
    localStorage.setItem(`transactions_${userId}`, JSON.stringify(list))
  }, ada.id)
  const history = new HistoryPage(page)
  await history.goto()
  await expect(history.count(25000)).toBeVisible()
  await expect(history.table).toHaveAttribute('aria-rowcount', '25001')
  await expect(history.row('Item 24999')).toBeVisible()
  expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThan(3000)

  // Mid-list, rows are windowed with spacers above and below.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
  await expect(history.rows.first()).not.toHaveAttribute('aria-rowindex', '2')
  // The overscan is a handful of rows, so a row a little further down is on screen.
  await expect(history.rows.nth(12)).toBeInViewport()
  expect(await seriousViolations(page)).toEqual([])

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const last = history.table.locator('[aria-rowindex="25001"]')
  await expect(last).toBeInViewport()
  await expect(last).toContainText('Item 0')
  expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThan(3000)

  await history.search.fill('item 1234')
  await expect(history.count(11)).toBeVisible()
})

test('fits a 375 px screen with a very long description', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const history = await openWith(page, [
    ...records,
    seedRecord(9, { description: 'word '.repeat(2000) }),
  ])
  await expect(history.count(6)).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
})

test('has no serious accessibility violations, empty or with data', async ({ page }) => {
  const history = await openWith(page, [])
  await expect(history.emptyState).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await openWith(page)
  await expect(history.count(5)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

/** 600 records, a quarter of them Gift and the rest Food: long enough to be windowed. */
const giftsAmongFood = Array.from({ length: 600 }, (_, n) =>
  seedRecord(n, { category: n % 4 === 0 ? 'Gift' : 'Food' }),
)

test('a list that grows past 200 rows under a scrolled page shows rows in its first frame', async ({
  page,
}) => {
  const history = await openWith(page, giftsAmongFood)
  await history.category.selectOption('Gift')
  await expect(history.count(150)).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))

  // All 600 rows: the list is windowed from now on. What the first frame after the change
  // would paint is read in that frame's requestAnimationFrame, before the browser paints it.
  const rowsInView = await history.category.evaluate(
    (select: HTMLSelectElement) =>
      new Promise<number>((resolve) => {
        select.value = ''
        select.dispatchEvent(new Event('change', { bubbles: true }))
        requestAnimationFrame(() => {
          const inView = [...document.querySelectorAll('tbody tr[aria-rowindex]')].filter((row) => {
            const box = row.getBoundingClientRect()
            return box.bottom > 0 && box.top < window.innerHeight
          })
          resolve(inView.length)
        })
      }),
  )
  expect(rowsInView).toBeGreaterThan(5)
  await expect(history.count(600)).toBeVisible()
})

test('a description of only spaces reads as none: "-" in the history, the category elsewhere', async ({
  page,
}) => {
  const blank = seedRecord(1, { description: '   ', category: 'Transport', amount: '7.00' })
  await seedStorage(page, { transactions: { [ada.id]: [blank] }, signedIn: ada })
  await page.evaluate(
    (rule) => localStorage.setItem('recurring_1700000000000', JSON.stringify([rule])),
    {
      id: '1750000009000',
      amount: '7.00',
      type: 'expense',
      category: 'Transport',
      description: ' \n ',
      every: 'week',
      start: '2099-01-01',
      next: '2099-01-08',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  )
  const history = new HistoryPage(page)
  await history.goto()
  await expect(page.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('-')

  await page.goto('/dashboard')
  const recent = page.getByRole('region', { name: 'Recent Transactions' }).getByRole('listitem')
  // The title, then the category line under it.
  await expect(recent).toHaveText(/^Transport\s*Transport ·/)

  await page.goto('/recurring')
  await expect(
    page
      .getByRole('row', { name: /Every week/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('Transport')
})

test('leaving the edit form of a row deep in a filtered list returns to that row, filters kept', async ({
  page,
}) => {
  const history = await openWith(page, giftsAmongFood)
  const form = new TransactionFormPage(page)
  await history.category.selectOption('Food')
  await history.sortButton('Amount').click()
  await expect(history.count(450)).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6))

  for (const leave of ['Update', 'Back', 'browser back'] as const) {
    const row = history.rows.nth(12)
    await expect(row).toBeInViewport()
    const description = (await row.locator('td:nth-child(2)').textContent()) ?? ''
    await row.getByRole('link', { name: 'Edit' }).click()
    await expect(form.update).toBeVisible()
    if (leave === 'Update') {
      await form.fill({ description: `${description} edited` })
      await form.update.click()
    } else if (leave === 'Back') await form.back.click()
    else await page.goBack()

    await expect(history.count(450)).toBeVisible()
    await expect(history.category).toHaveValue('Food')
    await expect(history.sortButton('Amount')).toHaveAttribute('aria-pressed', 'true')
    const edited = history.row(leave === 'Update' ? `${description} edited` : description)
    await expect(edited).toBeInViewport()
    await expect(edited.getByRole('link', { name: 'Edit' })).toBeFocused()
  }
})

test('a delete deep in a long list offers Undo where the person is looking', async ({ page }) => {
  const history = await openWith(
    page,
    Array.from({ length: 600 }, (_, n) => seedRecord(n)),
  )
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6))
  const row = history.rows.nth(12)
  await expect(row).toBeInViewport()
  const description = (await row.locator('td:nth-child(2)').textContent()) ?? ''
  await row.getByRole('button', { name: 'Delete' }).click()
  await history.dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(history.count(599)).toBeAttached()

  const undo = page.getByRole('button', { name: 'Undo' })
  await expect(page.getByRole('status').filter({ hasText: 'Transaction deleted' })).toBeInViewport()
  await expect(undo).toBeInViewport()
  await expect(history.rows.nth(12)).toBeInViewport()
  await undo.click()
  await expect(history.count(600)).toBeAttached()
  await expect(history.row(description)).toHaveCount(1)
})

/** Opens the form of a row far down a long list and comes back with Back. */
async function backFromDeepRow(page: Page): Promise<HistoryPage> {
  const history = await openWith(
    page,
    Array.from({ length: 600 }, (_, n) => seedRecord(n)),
  )
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6))
  // The rows near the new place are drawn in the frames after the scroll: a click on a row the
  // next frame replaces would land on nothing.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  const row = history.rows.nth(12)
  await expect(row).toBeInViewport()
  // A redraw may still replace the row under the click: click again until the form opens.
  await expect(async () => {
    await row.getByRole('link', { name: 'Edit' }).click()
    await expect(page.getByRole('heading', { name: 'Edit Transaction' })).toBeVisible({
      timeout: 2_000,
    })
  }).toPass()
  await new TransactionFormPage(page).back.click()
  await expect(history.count(600)).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  return history
}

test('back from a row’s form, the place is restored once, not again when rows come back', async ({
  page,
}) => {
  const history = await backFromDeepRow(page)
  // The person goes to the top and searches: no match, then every row again.
  await page.evaluate(() => window.scrollTo(0, 0))
  await history.search.fill('no such transaction')
  await expect(history.count(0)).toBeVisible()
  await history.search.fill('')
  await expect(history.count(600)).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('a reload of the history a row’s form led back to opens it as any load does', async ({
  page,
}) => {
  const history = await backFromDeepRow(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.reload()
  await expect(history.count(600)).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.locator('a:focus')).toHaveCount(0)
})
