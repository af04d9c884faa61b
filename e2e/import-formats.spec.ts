import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page, type Route } from '@playwright/test'
import { OWN_IMPORT_FIXTURES } from '../src/test/importFixturePaths'
import { HistoryPage } from './pages/HistoryPage'
import { ImportFlow } from './pages/ImportFlow'
import { ada, seedStorage } from './support/seed'

const own = (name: string) => path.join(OWN_IMPORT_FIXTURES, name)

async function openHistory(page: Page) {
  await seedStorage(page, { transactions: { [ada.id]: [] }, signedIn: ada })
  const history = new HistoryPage(page)
  await history.goto()
  await expect(history.count(0)).toBeVisible()
  return { history, flow: new ImportFlow(page) }
}

async function storedRecords(page: Page): Promise<Record<string, string>[]> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Record<string, string>[],
    `transactions_${ada.id}`,
  )
}

const content = (r: Record<string, string>) =>
  [r.date, r.type, r.amount, r.category, r.description].join('|')

test('an OFX statement imports once: the same file again, even after a reload, adds nothing', async ({
  page,
}) => {
  const { history, flow } = await openHistory(page)
  await flow.choose(own('checking.ofx'))
  const dialog = flow.dialog('checking.ofx')
  await expect(dialog).toContainText('Format: OFX bank statement')
  await expect(dialog).toContainText('Dates: 3/2/2026 to 3/5/2026')
  await expect(dialog).toContainText('4 transactions will be added.')
  await flow.importButton('checking.ofx', 4).click()
  await expect(flow.status).toHaveText('Imported 4 transactions.')
  await expect(history.count(4)).toBeVisible()
  expect((await storedRecords(page)).map(content).sort()).toEqual([
    '2026-03-02|expense|50.00|Misc|ATM WITHDRAWAL MAIN ST',
    '2026-03-03|expense|3.77|Misc|BEAN & LEAF COFFEE',
    '2026-03-04|expense|120.50|Misc|CITY WATER UTILITY',
    '2026-03-05|income|2400.00|Misc|',
  ])

  await page.reload()
  await expect(history.count(4)).toBeVisible()
  await flow.choose(own('checking.ofx'))
  await expect(dialog).toContainText('0 transactions will be added.')
  await expect(dialog).toContainText('4 rows already present will be skipped.')
  await expect(flow.importButton('checking.ofx', 0)).toBeDisabled()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect(await storedRecords(page)).toHaveLength(4)
})

test('a Windows-1252 QFX statement shows its accents and euro sign', async ({ page }) => {
  const { flow } = await openHistory(page)
  await flow.choose(own('cafe-1252.qfx'))
  await expect(flow.dialog('cafe-1252.qfx')).toContainText('Format: QFX bank statement')
  await expect(flow.previewRows('cafe-1252.qfx').nth(1)).toHaveText(
    '3/9/2026MiscCafé Crème €uro-$14.50',
  )
})

test('a QIF file with splits imports one transaction per split and refuses splits that do not add up', async ({
  page,
}) => {
  const { history, flow } = await openHistory(page)
  await flow.choose(own('quicken-splits.qif'))
  const dialog = flow.dialog('quicken-splits.qif')
  await expect(dialog).toContainText('Format: QIF file')
  // Its dates (3/1/2026 to 3/7/2026) read two ways: nothing is imported until the person says how.
  await expect(flow.importButton('quicken-splits.qif', 4)).toBeDisabled()
  const format = flow.column('quicken-splits.qif', 'Date format')
  // The two formats are its only options; "Choose…" shows in the closed box without being one.
  await expect(format.getByRole('option')).toHaveText(['MM/DD/YYYY', 'DD/MM/YYYY'])
  await expect(format).toHaveValue('')
  await format.selectOption({ label: 'MM/DD/YYYY' })
  await expect(dialog).toContainText('Dates: 3/1/2026 to 3/6/2026')
  await expect(dialog).toContainText('4 transactions will be added.')
  await expect(dialog.getByRole('list', { name: 'Rows with errors' })).toHaveText(
    'Line 35: The splits add up to -$45.00, not the total -$40.00',
  )
  await flow.importButton('quicken-splits.qif', 4).click()
  await expect(flow.status).toHaveText('Imported 4 transactions.')
  await expect(history.count(4)).toBeVisible()
  await expect(history.row('Costco')).toHaveCount(2)
  expect((await storedRecords(page)).map(content).sort()).toEqual([
    '2026-03-01|expense|18.50|Food|Farmers Market',
    '2026-03-02|expense|35.00|Household|Costco',
    '2026-03-02|expense|85.00|Food|Costco',
    '2026-03-06|income|12.00|Food|Corner Shop',
  ])
})

test('a Mint export imports all its rows with their categories', async ({ page }) => {
  const { history, flow } = await openHistory(page)
  await flow.choose(own('mint.csv'))
  const dialog = flow.dialog('mint.csv')
  await expect(dialog).toContainText('Format: Mint export (CSV)')
  await expect(dialog).toContainText('Dates: 2/10/2026 to 2/14/2026')
  await flow.importButton('mint.csv', 5).click()
  await expect(flow.status).toHaveText('Imported 5 transactions.')
  await expect(history.count(5)).toBeVisible()
  const stored = await storedRecords(page)
  expect(stored.map(content)).toContain('2026-02-14|expense|48.20|Restaurants|Blue Door Bistro')
  expect(stored.map(content)).toContain('2026-02-11|income|0.42|Interest Income|Interest')
})

test('a CSV of unknown origin imports through chosen columns, remembered for the next file', async ({
  page,
}) => {
  const { history, flow } = await openHistory(page)
  const file = {
    name: 'statement.csv',
    buffer: Buffer.from(
      'Ref;Booked;Counterparty;Out;In\n' +
        'A1;02.03.2026;Bakery Müller;4,50;\n' +
        'A2;05.03.2026;Employer GmbH;;2.100,00\n',
    ),
  }
  await flow.choose(file)
  // Dates written with dots are read day first without being told.
  await expect(flow.column('statement.csv', 'Date format')).toHaveValue('dmy')
  await flow
    .dialog('statement.csv')
    .getByRole('radio', { name: 'Separate outflow and inflow' })
    .check()
  await flow.column('statement.csv', 'Outflow column').selectOption({ label: 'Out' })
  await flow.column('statement.csv', 'Inflow column').selectOption({ label: 'In' })
  await flow.column('statement.csv', 'Description column').selectOption({ label: 'Counterparty' })
  await flow.column('statement.csv', 'Category column').selectOption({ label: 'None' })
  const dialog = flow.dialog('statement.csv')
  await expect(dialog).toContainText('Dates: 3/2/2026 to 3/5/2026')
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  await expect(flow.previewRows('statement.csv')).toHaveText([
    'DateCategoryDescriptionAmount',
    '3/2/2026MiscBakery Müller-$4.50',
    '3/5/2026MiscEmployer GmbH+$2,100.00',
  ])
  await flow.importButton('statement.csv', 2).click()
  await expect(flow.status).toHaveText('Imported 2 transactions.')
  await expect(history.count(2)).toBeVisible()

  await flow.choose(file)
  await expect(flow.column('statement.csv', 'Date format')).toHaveValue('dmy')
  await expect(flow.column('statement.csv', 'Inflow column')).toHaveValue('4')
  await expect(dialog).toContainText('0 transactions will be added.')
  await expect(dialog).toContainText('2 rows already present will be skipped.')
})

test('a file over the size limit is refused with the reason', async ({ page }) => {
  const { flow } = await openHistory(page)
  await flow.choose({ name: 'huge.csv', buffer: Buffer.alloc(11 * 1024 * 1024, 'a') })
  await expect(flow.alert).toContainText('This file is 11 MB; files up to 10 MB can be imported')
})

test('the same preview confirmed in two tabs imports its rows once', async ({ context }) => {
  const a = await context.newPage()
  const { flow: flowA } = await openHistory(a)
  const b = await context.newPage()
  const historyB = new HistoryPage(b)
  await historyB.goto()
  const flowB = new ImportFlow(b)
  await flowA.choose(own('checking.ofx'))
  await flowB.choose(own('checking.ofx'))
  await expect(flowA.importButton('checking.ofx', 4)).toBeVisible()
  await expect(flowB.importButton('checking.ofx', 4)).toBeVisible()

  await flowA.importButton('checking.ofx', 4).click()
  await expect(flowA.status).toHaveText('Imported 4 transactions.')
  await flowB.importButton('checking.ofx', 4).click()
  await expect(flowB.status).toHaveText('Imported 0 transactions. All 4 were already here.')
  await expect(historyB.count(4)).toBeVisible()
  expect(await storedRecords(a)).toHaveLength(4)
})

test.describe('reading a file', () => {
  // The app's service worker would serve the parsing worker's script from its cache, out of
  // the test's reach; held back here, the script keeps the reading under way for as long as the
  // test needs, whatever the machine's speed.
  test.use({ serviceWorkers: 'block' })

  test('shows its progress with Cancel, which stops it and adds nothing', async ({ page }) => {
    const { flow } = await openHistory(page)
    const held: Route[] = []
    await page.route(/\.js$/, (route) => void held.push(route))
    await flow.choose(own('checking.ofx'))
    await expect(flow.reading('checking.ofx')).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(flow.reading('checking.ofx')).toBeHidden()
    expect(held.length).toBeGreaterThan(0)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await expect(flow.dialog('checking.ofx')).toBeHidden()
    expect(await storedRecords(page)).toEqual([])

    await flow.choose(own('checking.ofx'))
    await expect(flow.importButton('checking.ofx', 4)).toBeEnabled()
  })
})
