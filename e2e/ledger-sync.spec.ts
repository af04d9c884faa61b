import { expect, test, type Browser, type Page } from '@playwright/test'
import { AccountsPage } from './pages/AccountsPage'
import { HistoryPage } from './pages/HistoryPage'
import { SettingsPage } from './pages/SettingsPage'
import { ada, seedRecord, seedStorage } from './support/seed'
import { createSyncUser, readServerDocs, SYNC_SERVER_PATH } from './support/syncServer'

const PASSWORD = 'correct horse battery'
const LIVE = { timeout: 10_000 }

/** One device: its own browser context, signed in locally. Every write of the transactions key
 * is noted with how many transfer halves it held, so a test can tell whether the device ever
 * stored one half without the other. */
async function device(browser: Browser, records = [seedRecord(1, { amount: '500' })]) {
  const context = await browser.newContext()
  await context.addInitScript(() => {
    const setItem = Storage.prototype.setItem
    const halves: number[] = []
    Object.assign(window, { transferHalvesWritten: halves })
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('transactions_')) {
        const list = JSON.parse(value) as { category?: string; transfer?: string }[]
        halves.push(list.filter((r) => r.category === 'Transfer' && r.transfer).length)
      }
      return setItem.call(this, key, value)
    }
  })
  const page = await context.newPage()
  await seedStorage(page, { users: [ada], signedIn: ada, transactions: { [ada.id]: records } })
  return { context, page }
}

async function turnOnSync(page: Page, username: string) {
  const settings = new SettingsPage(page)
  await settings.goto()
  await settings.turnOnSync(SYNC_SERVER_PATH, username, PASSWORD)
  await expect(settings.status).toHaveText('Up to date', LIVE)
}

function halvesWritten(page: Page): Promise<number[]> {
  return page.evaluate(
    () => (window as unknown as { transferHalvesWritten: number[] }).transferHalvesWritten,
  )
}

test('a transfer reaches the other device whole, its accounts with it, and a deletion takes both halves', async ({
  browser,
}, testInfo) => {
  // Two devices, each turning sync on and waiting for the other twice: more than one page's time.
  test.slow()
  const username = `ada-${testInfo.testId.slice(0, 12)}-${Date.now()}`
  await createSyncUser(username, PASSWORD)
  const a = await device(browser)
  const b = await device(browser)
  await turnOnSync(a.page, username)
  await turnOnSync(b.page, username)

  const accountsA = new AccountsPage(a.page)
  await accountsA.goto()
  await accountsA.addAccount('Savings', 'Savings')
  await accountsA.moveMoney('Main', 'Savings', '200', 'To savings')
  expect(await accountsA.rows()).toEqual([
    ['Main', 'Checking', '-$700.00'],
    ['Savings', 'Savings', '$200.00'],
  ])

  // B gets the accounts and both halves: the same balances.
  const accountsB = new AccountsPage(b.page)
  await accountsB.goto()
  await expect
    .poll(() => accountsB.rows(), LIVE)
    .toEqual([
      ['Main', 'Checking', '-$700.00'],
      ['Savings', 'Savings', '$200.00'],
    ])
  const docs = await readServerDocs(username)
  expect(docs.filter((doc) => doc.collection === 'accounts')).toHaveLength(2)

  // B deletes one half: A loses both.
  const historyB = new HistoryPage(b.page)
  await historyB.goto()
  await historyB.rows
    .filter({ hasText: 'To savings' })
    .first()
    .getByRole('button', { name: 'Delete' })
    .click()
  await historyB.dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(historyB.count(1)).toBeVisible()
  const historyA = new HistoryPage(a.page)
  await historyA.goto()
  await expect(historyA.count(1)).toBeVisible(LIVE)
  await accountsA.goto()
  expect(await accountsA.rows()).toEqual([
    ['Main', 'Checking', '-$500.00'],
    ['Savings', 'Savings', '$0.00'],
  ])

  // Neither device ever stored one half of the transfer without the other.
  for (const page of [a.page, b.page]) {
    expect((await halvesWritten(page)).filter((count) => count % 2 !== 0)).toEqual([])
  }
  await a.context.close()
  await b.context.close()
})
