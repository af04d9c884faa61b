import { expect, test, type Page } from '@playwright/test'
import { HistoryPage } from './pages/HistoryPage'
import { TransactionFormPage } from './pages/TransactionFormPage'
import { UndoStatus } from './pages/UndoStatus'
import { ada, seedRecord, seedStorage } from './support/seed'

const KEY = `transactions_${ada.id}`
const records = [
  seedRecord(1, { description: 'Rent', date: '2026-03-03' }),
  {
    ...seedRecord(2, { description: 'Groceries', date: '2026-03-02' }),
    note: 'a field the app does not know',
  },
  seedRecord(3, { description: 'Bus', date: '2026-03-01' }),
]

function stored(page: Page) {
  return page.evaluate((key) => localStorage.getItem(key), KEY)
}

test.beforeEach(async ({ page }) => {
  await seedStorage(page, { users: [ada], signedIn: ada, transactions: { [ada.id]: records } })
})

test('Undo after a delete in the history restores the record exactly, in its place', async ({
  page,
}) => {
  const before = await stored(page)
  const history = new HistoryPage(page)
  const undo = new UndoStatus(page)
  await history.goto()
  await history.row('Groceries').getByRole('button', { name: 'Delete' }).click()
  await history.dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(undo.saying('Transaction deleted')).toBeVisible()
  await expect(history.count(2)).toBeVisible()
  // Still offered after ten seconds.
  await page.waitForTimeout(10_500)
  await undo.undo.click()
  await expect(history.count(3)).toBeVisible()
  await expect(history.row('Groceries')).toHaveCount(1)
  expect(await stored(page)).toBe(before)
})

test('Undo after a delete from the form is offered on the history it returns to', async ({
  page,
}) => {
  const before = await stored(page)
  const form = new TransactionFormPage(page)
  await form.gotoEdit(records[0].id)
  await form.delete.click()
  await form.dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(/\/transactions$/)
  const undo = new UndoStatus(page)
  await expect(undo.saying('Transaction deleted')).toBeVisible()
  await undo.undo.click()
  await expect(new HistoryPage(page).count(3)).toBeVisible()
  expect(await stored(page)).toBe(before)
})

test('Ctrl+Z outside text fields undoes the last delete', async ({ page }) => {
  const before = await stored(page)
  const history = new HistoryPage(page)
  await history.goto()
  await history.row('Bus').getByRole('button', { name: 'Delete' }).click()
  await history.dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(history.count(2)).toBeVisible()
  await history.search.fill('x')
  await page.keyboard.press('Control+z')
  expect(JSON.parse((await stored(page)) ?? '[]')).toHaveLength(2)
  await history.search.fill('')
  await history.heading.click()
  await page.keyboard.press('Control+z')
  await expect(history.count(3)).toBeVisible()
  expect(await stored(page)).toBe(before)
})

test('Undo after an import removes what it added and nothing else', async ({ page }) => {
  const before = await stored(page)
  const history = new HistoryPage(page)
  await history.goto()
  const backup = JSON.stringify([
    seedRecord(10, { id: '1900000000010', description: 'Imported one' }),
    seedRecord(11, { id: '1900000000011', description: 'Imported two' }),
  ])
  await page.getByLabel(/^Import file/).setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(backup),
  })
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Import 2 transactions/ })
    .click()
  const undo = new UndoStatus(page)
  await expect(undo.saying('Imported 2 transactions.')).toBeVisible()
  await expect(history.count(5)).toBeVisible()
  await undo.undo.click()
  await expect(history.count(3)).toBeVisible()
  expect(await stored(page)).toBe(before)
})
