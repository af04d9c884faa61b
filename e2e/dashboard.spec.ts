import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { DashboardPage } from './pages/DashboardPage'
import { ada, localIsoDate, seedRecord, seedStorage, type SeedRecord } from './support/seed'

const PALETTE = ['#10b981', '#ef4444', '#f59e0b', '#3b82f6', '#8b5cf6', '#ec4899']
const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const usd = (cents: number) => usdFormat.format(cents / 100)
const cents = (record: SeedRecord) => Math.round(Number(record.amount) * 100)
const monthKey = (iso: string) => `${Number(iso.slice(5, 7))}/${iso.slice(0, 4)}`
const sum = (records: SeedRecord[]) => records.reduce((total, r) => total + cents(r), 0)

/** A day `monthsAgo` calendar months before this one, in local time. */
function dayInMonth(monthsAgo: number, day = 1): string {
  const now = new Date()
  const date = new Date(now.getFullYear(), now.getMonth() - monthsAgo, day)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const today = localIsoDate(0)
// Two months ago stays empty: the bar chart must still show that month.
const records: SeedRecord[] = [
  seedRecord(1, { type: 'income', category: 'Salary', amount: '3000.00', date: dayInMonth(0) }),
  seedRecord(2, { type: 'expense', category: 'Rent', amount: '1200.00', date: dayInMonth(0) }),
  seedRecord(3, { category: 'Food', amount: '45.67', date: today, description: 'Groceries' }),
  seedRecord(4, { category: 'Food', amount: '12.33', date: today, description: '' }),
  seedRecord(5, { type: 'income', category: 'Misc', amount: '20.10', date: dayInMonth(1, 15) }),
  seedRecord(6, { category: 'Misc', amount: '9.90', date: dayInMonth(1, 28) }),
  seedRecord(7, { category: 'Transport', amount: '30.00', date: dayInMonth(3, 10) }),
  seedRecord(8, { type: 'income', category: 'Freelance', amount: '500', date: dayInMonth(3, 1) }),
]

async function openWith(page: Page, transactions: SeedRecord[]) {
  await seedStorage(page, { transactions: { [ada.id]: transactions }, signedIn: ada })
  const dashboard = new DashboardPage(page)
  await dashboard.goto()
  await expect(dashboard.heading).toBeVisible()
  return dashboard
}

function seriousViolations(results: Awaited<ReturnType<AxeBuilder['analyze']>>) {
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

test('cards show totals, this month’s averages and the balance', async ({ page }) => {
  const dashboard = await openWith(page, records)
  const ofType = (type: string) => records.filter((r) => r.type === type)
  const thisMonth = (type: string) =>
    ofType(type).filter((r) => r.date.slice(0, 7) === today.slice(0, 7))
  const average = (list: SeedRecord[]) => Math.round(sum(list) / list.length)

  const income = dashboard.region('Total Income')
  await expect(income).toContainText(usd(sum(ofType('income'))))
  await expect(income).toContainText(`Avg/month: ${usd(average(thisMonth('income')))}`)
  const expenses = dashboard.region('Total Expenses')
  await expect(expenses).toContainText(usd(sum(ofType('expense'))))
  await expect(expenses).toContainText(`Avg/month: ${usd(average(thisMonth('expense')))}`)
  expect(average(thisMonth('expense'))).toBe(41_933) // (1200 + 45.67 + 12.33) / 3

  const balance = dashboard.region('Current Balance')
  const net = sum(ofType('income')) - sum(ofType('expense'))
  await expect(balance.getByText(usd(net))).toHaveAttribute('data-sign', 'positive')
  await expect(balance).toContainText('Net position')
  await expect(dashboard.addTransaction).toHaveAttribute('href', '/add-transaction')
})

test('recent list holds the five newest, newest first', async ({ page }) => {
  const dashboard = await openWith(page, records)
  await expect(dashboard.recentItems).toHaveCount(5)
  const expected = [
    ['Food', 'Food', today, '-$12.33'], // no description: the category stands in
    ['Groceries', 'Food', today, '-$45.67'],
    ['Item 2', 'Rent', dayInMonth(0), '-$1,200.00'],
    ['Item 1', 'Salary', dayInMonth(0), '+$3,000.00'],
    ['Item 6', 'Misc', dayInMonth(1, 28), '-$9.90'],
  ]
  for (const [index, [title, category, date, amount]] of expected.entries()) {
    const item = dashboard.recentItems.nth(index)
    const shownDate = `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}/${date.slice(0, 4)}`
    await expect(item).toContainText(title)
    await expect(item).toContainText(category)
    await expect(item).toContainText(shownDate)
    await expect(item).toContainText(amount)
  }
  await dashboard.viewAll.click()
  await expect(page).toHaveURL('/transactions')
})

test('both charts are 300 px tall and their tables hold the seeded figures', async ({ page }) => {
  const dashboard = await openWith(page, records)
  for (const name of ['Monthly Overview', 'Expense Categories'] as const) {
    await expect(dashboard.chart(name)).toBeVisible()
    const box = await dashboard.chart(name).boundingBox()
    expect(Math.abs((box?.height ?? 0) - 300)).toBeLessThanOrEqual(2)
  }

  expect(await dashboard.tableHeaders('Monthly Overview')).toEqual(['Month', 'Income', 'Expenses'])
  const month = (monthsAgo: number, type: string) =>
    usd(
      sum(
        records.filter(
          (r) => r.type === type && r.date.slice(0, 7) === dayInMonth(monthsAgo).slice(0, 7),
        ),
      ),
    )
  expect(await dashboard.tableRows('Monthly Overview')).toEqual(
    [3, 2, 1, 0].map((ago) => [
      monthKey(dayInMonth(ago)),
      month(ago, 'income'),
      month(ago, 'expense'),
    ]),
  )

  const total = sum(records)
  const byCategory = [...new Set(records.map((r) => r.category))]
    .map((category) => ({ category, cents: sum(records.filter((r) => r.category === category)) }))
    .sort((a, b) => b.cents - a.cents)
  expect(await dashboard.tableHeaders('Expense Categories')).toEqual([
    'Category',
    'Amount',
    'Share',
  ])
  expect(await dashboard.tableRows('Expense Categories')).toEqual(
    byCategory.map(({ category, cents: c }) => [
      category,
      usd(c),
      `${Math.round((c / total) * 100)}%`,
    ]),
  )
  const pie = dashboard.region('Expense Categories')
  for (const { category, cents: c } of byCategory)
    await expect(pie.getByText(`${category} ${Math.round((c / total) * 100)}%`)).toBeVisible()
  expect(await dashboard.sliceFills()).toEqual(PALETTE.slice(0, byCategory.length))
})

test('labels every month of a year and more as SVG text, in order', async ({ page }) => {
  const monthly = Array.from({ length: 20 }, (_, ago) =>
    seedRecord(100 + ago, { category: 'Food', amount: '10.00', date: dayInMonth(ago, 5) }),
  )
  const dashboard = await openWith(page, monthly)
  await expect(dashboard.chart('Monthly Overview').locator('rect').first()).toBeVisible()
  const labels = await dashboard.chart('Monthly Overview').locator('text').allTextContents()
  expect(labels.filter((text) => /^\d{1,2}\/\d{4}$/.test(text))).toEqual(
    Array.from({ length: 20 }, (_, i) => monthKey(dayInMonth(19 - i))),
  )
})

test('the value axis tells a few cents apart, and reaches $100M for the largest amounts', async ({
  page,
}) => {
  const axisLabels = async () => {
    const chart = dashboard.chart('Monthly Overview')
    await expect(chart.locator('rect').first()).toBeVisible()
    return (await chart.locator('text').allTextContents()).filter((text) => text.startsWith('$'))
  }
  const dashboard = await openWith(page, [
    seedRecord(1, { amount: '0.01', date: dayInMonth(1, 5) }),
    seedRecord(2, { amount: '0.03', type: 'income', category: 'Salary', date: dayInMonth(0, 1) }),
  ])
  expect(await axisLabels()).toEqual(['$0', '$0.01', '$0.02', '$0.03'])
  await openWith(page, [
    seedRecord(1, { amount: '99999999.99', date: dayInMonth(1, 5) }),
    seedRecord(2, { amount: '0.01', category: 'Rent', date: dayInMonth(0, 1) }),
  ])
  expect(await axisLabels()).toEqual(['$0', '$20M', '$40M', '$60M', '$80M', '$100M'])
})

test('a bar’s tooltip shows the month’s figure as money', async ({ page }) => {
  const dashboard = await openWith(page, records)
  const firstIncomeBar = dashboard.chart('Monthly Overview').getByTestId('bar.item.Income.0')
  await firstIncomeBar.hover()
  await expect(page.getByText(`Income ${monthKey(dayInMonth(3))}: $500.00`)).toBeVisible()
})

test('the empty state offers the first transaction', async ({ page }) => {
  const dashboard = await openWith(page, [])
  await expect(dashboard.emptyText).toBeVisible()
  await expect(dashboard.addFirst).toHaveAttribute('href', '/add-transaction')
  await expect(dashboard.region('Current Balance')).toContainText('$0.00')
  await expect(dashboard.region('Total Income')).toContainText('Avg/month: $0.00')
  await expect(dashboard.region('Monthly Overview')).toHaveCount(0)
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])
})

test('has no serious accessibility violations with data', async ({ page }) => {
  const dashboard = await openWith(page, records)
  await expect(dashboard.chart('Expense Categories')).toBeVisible()
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])
})

test('fits a 375 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const dashboard = await openWith(page, records)
  await expect(dashboard.chart('Expense Categories')).toBeVisible()
  // Too narrow for labels beside the pie: they move to a legend under it, SVG text still.
  const salaryShare = Math.round((300_000 / sum(records)) * 100)
  await expect(
    dashboard.chart('Expense Categories').locator('text', { hasText: `Salary ${salaryShare}%` }),
  ).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test("the sign-in page downloads neither the chart code nor sync's client", async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const loginScripts = [...scripts]
  expect(loginScripts.length).toBeGreaterThan(0)
  expect(loginScripts.filter((path) => path.includes('charts'))).toEqual([])
  for (const path of loginScripts) {
    const body = await (await page.request.get(path)).text()
    expect(body, `${path} holds nivo`).not.toContain('arcLinkLabel')
    // The path sync signs in to the person's server with.
    expect(body, `${path} holds sync's client`).not.toContain('/_session')
  }

  const dashboard = await openWith(page, records)
  await expect(dashboard.chart('Monthly Overview')).toBeVisible()
  expect(scripts.filter((path) => /\/charts\.[0-9a-f]+\.js$/.test(path))).toHaveLength(1)
})
