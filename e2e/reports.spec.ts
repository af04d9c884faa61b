import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { ada, seedRecord, seedStorage } from './support/seed'

/** The first quarter of 2026: pay in January, food in February and March, a split in March. */
const ledger = [
  seedRecord(1, { type: 'income', category: 'Salary', amount: '1000', date: '2026-01-05' }),
  seedRecord(2, { category: 'Food', amount: '200.50', date: '2026-02-10' }),
  seedRecord(3, { category: 'Food', amount: '40', date: '2026-03-02' }),
  {
    ...seedRecord(4, { category: 'Split', amount: '10.00', date: '2026-03-20' }),
    splits: [
      { category: 'Food', amount: '7.50' },
      { category: 'Bills', amount: '2.50' },
    ],
  },
]

const QUARTER = '/reports?period=custom&from=2026-01-01&to=2026-03-31'

async function seed(page: Page) {
  await seedStorage(page, { users: [ada], signedIn: ada, transactions: { [ada.id]: ledger } })
}

const period = (page: Page) => page.getByRole('combobox', { name: 'Period' })
const region = (page: Page, name: string) => page.getByRole('region', { name })

test('the period and its dates live in the URL: Back, Forward and reload restore them', async ({
  page,
}) => {
  await seed(page)
  await page.goto('/reports')
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
  await expect(period(page)).toHaveValue('last-12-months')
  await expect(page.getByLabel('From', { exact: true })).toHaveCount(0)

  await period(page).selectOption({ label: 'Custom' })
  await page.getByLabel('From', { exact: true }).fill('2026-01-01')
  await page.getByLabel('To', { exact: true }).fill('2026-03-31')
  await expect(page).toHaveURL(QUARTER)
  const months = region(page, 'Income and expenses').getByRole('row')
  await expect(months).toHaveText([
    'MonthIncomeExpensesNet',
    '1/2026$1,000.00$0.00$1,000.00',
    '2/2026$0.00$200.50-$200.50',
    '3/2026$0.00$50.00-$50.00',
    'Total$1,000.00$250.50$749.50',
  ])
  // Each region's chart is drawn, as SVG.
  for (const name of ['Income and expenses', 'Spending by category', 'Net worth']) {
    await expect(region(page, name).locator('svg').first()).toBeVisible()
  }

  await period(page).selectOption({ label: 'This month' })
  await expect(page).toHaveURL('/reports?period=this-month')
  await page.goBack()
  await expect(page).toHaveURL(QUARTER)
  await expect(period(page)).toHaveValue('custom')
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-01-01')
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('2026-03-31')
  await expect(months).toHaveCount(5)
  await page.goForward()
  await expect(period(page)).toHaveValue('this-month')
  await page.goBack()
  await page.reload()
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('2026-03-31')
  await expect(months.last()).toHaveText('Total$1,000.00$250.50$749.50')
})

test("Download CSV saves the region's table with plain decimals, named for it and the dates", async ({
  page,
}) => {
  await seed(page)
  await page.goto(QUARTER)
  const spending = region(page, 'Spending by category')
  await expect(spending.getByRole('row')).toHaveText(
    ['CategorySpentShareChange', 'Food$248.00', 'Bills$2.50'].map(
      (start) => new RegExp(`^${start.replace(/\$/g, '\\$')}`),
    ),
  )
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    spending.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('report-spending-by-category-2026-01-01-2026-03-31.csv')
  expect(await readFile((await download.path()) as string, 'utf8')).toBe(
    'Category,Spent,Share,Change\r\nFood,248.00,99%,New\r\nBills,2.50,1%,New\r\n',
  )

  const [netWorth] = await Promise.all([
    page.waitForEvent('download'),
    region(page, 'Net worth').getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(netWorth.suggestedFilename()).toBe('report-net-worth-2026-01-01-2026-03-31.csv')
  expect(await readFile((await netWorth.path()) as string, 'utf8')).toBe(
    'Month,Net worth\r\n1/2026,1000.00\r\n2/2026,799.50\r\n3/2026,749.50\r\n',
  )
})

test('a period without transactions says so', async ({ page }) => {
  await seed(page)
  await page.goto('/reports?period=custom&from=2025-06-01&to=2025-06-30')
  await expect(page.getByText('No transactions in this period')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveCount(0)
})

test('prints each chart above its table, without the navigation or buttons', async ({ page }) => {
  await seed(page)
  await page.goto(QUARTER)
  await expect(region(page, 'Net worth').locator('svg').first()).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation')).toBeHidden()
  const downloads = page.getByRole('button', { name: 'Download CSV', includeHidden: true })
  await expect(downloads).toHaveCount(3)
  for (const button of await downloads.all()) await expect(button).toBeHidden()
  let previousBottom = 0
  for (const name of ['Income and expenses', 'Spending by category', 'Net worth']) {
    const chart = (await region(page, name).locator('svg').first().boundingBox())!
    const table = (await region(page, name).getByRole('table').boundingBox())!
    // One region under another, each chart above its table.
    expect(chart.y).toBeGreaterThanOrEqual(previousBottom)
    expect(chart.y + chart.height).toBeLessThanOrEqual(table.y)
    previousBottom = table.y + table.height
  }
})
