import { expect, test, type Browser, type Page } from '@playwright/test'
import { AccountsPage } from './pages/AccountsPage'
import { HistoryPage } from './pages/HistoryPage'
import { seedRecord } from './support/seed'
import { device, LIVE, serverUser, turnOnSync } from './support/syncDevices'
import { readServerDocs } from './support/syncServer'

/** A device holding one expense of $500.00; every write of the transactions key from its next
 * page on is noted with how many transfer halves it held, so a test can tell whether the device
 * ever stored one half without the other. */
async function countingDevice(browser: Browser) {
  const opened = await device(browser, [seedRecord(1, { amount: '500' })])
  await opened.context.addInitScript(() => {
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
  return opened
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
  const username = await serverUser(testInfo)
  const a = await countingDevice(browser)
  const b = await countingDevice(browser)
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
