import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { docId } from '../src/features/sync/docs'
import { naturalKey } from '../src/features/transactions/model'
import { HistoryPage } from './pages/HistoryPage'
import { SettingsPage } from './pages/SettingsPage'
import { ada, seedRecord } from './support/seed'
import {
  deleteStored,
  descriptions,
  device,
  editStored,
  LIVE,
  PASSWORD,
  rentDates,
  serverUser,
  sharingMonthlyRent,
  storedTransactions,
  turnOnSync,
} from './support/syncDevices'
import { readServerDocs, SYNC_SERVER_PATH, writeServerDocs } from './support/syncServer'

// UI_CONTRACT.md, "identity across devices": a record is one record on every device, however
// many devices made it and whatever ids they gave it.

// Two devices, each reloaded and reconnected: more steps than the default 30 seconds allow.
test.describe.configure({ timeout: 90_000 })

const bankRow = (n: number, description: string) => ({
  ...seedRecord(n, { description }),
  bankId: 'FITID-0042',
  bankAccount: '110000000:000123456789',
})

/** The transactions the server holds (its live documents), as their records. */
async function serverRecords(username: string): Promise<Record<string, unknown>[]> {
  const docs = await readServerDocs(username)
  return docs
    .filter((doc) => !doc._deleted && doc.collection === 'transactions')
    .map((doc) => doc.record as Record<string, unknown>)
}

/** Cuts the device off from the sync server (the app's own files still load). */
async function cutOff(context: BrowserContext) {
  await context.route('**/couchdb/**', (route) => route.abort('internetdisconnected'))
}

async function reconnect(context: BrowserContext, page: Page) {
  await context.unroute('**/couchdb/**')
  const settings = new SettingsPage(page)
  await settings.goto()
  await settings.syncNow.click()
  await expect(settings.status).toHaveText('Up to date', LIVE)
}

test('the same bank row imported on two devices is one record once they have synced', async ({
  browser,
}, testInfo) => {
  const username = await serverUser(testInfo)
  // Each device imported the statement on its own: other ids, other creation times.
  const a = await device(browser, [bankRow(1, 'CARD 1234 COFFEE')])
  const b = await device(browser, [bankRow(2, 'CARD 1234 COFFEE'), seedRecord(3)])
  await turnOnSync(a.page, username)
  await turnOnSync(b.page, username)

  for (const { page } of [a, b]) {
    await expect.poll(() => descriptions(page), LIVE).toEqual(['CARD 1234 COFFEE', 'Item 3'])
  }
  // The later import stands everywhere, under its id.
  const rowsOf = async (page: Page) =>
    (await storedTransactions(page)).filter((record) => record.bankId).map((record) => record.id)
  expect(await rowsOf(a.page)).toEqual([bankRow(2, '').id])
  expect(await rowsOf(b.page)).toEqual([bankRow(2, '').id])
  const rows = (await serverRecords(username)).filter((record) => record.bankId)
  expect(rows).toHaveLength(1)
})

test('two different records that two devices gave the same id both survive on every device', async ({
  browser,
}, testInfo) => {
  const username = await serverUser(testInfo)
  const imported = seedRecord(1, { description: 'Imported row' })
  // Made on another device inside the milliseconds an import claimed as ids.
  const typed = seedRecord(1, {
    description: 'Typed on B',
    createdAt: new Date(Date.parse(imported.createdAt) + 5).toISOString(),
  })
  const a = await device(browser, [imported])
  const b = await device(browser, [typed])
  await turnOnSync(a.page, username)
  // B sends its record before it has A's: the server holds both under one id, in conflict.
  await turnOnSync(b.page, username)

  const placed = async (page: Page) =>
    Object.fromEntries((await storedTransactions(page)).map((r) => [r.description, r.id]))
  for (const { page } of [a, b]) {
    await expect.poll(() => descriptions(page), LIVE).toEqual(['Imported row', 'Typed on B'])
  }
  await expect.poll(() => placed(b.page), LIVE).toEqual(await placed(a.page))
  const ids = await placed(a.page)
  expect(ids['Imported row']).toBe(imported.id)
  expect(ids['Typed on B']).not.toBe(imported.id)
  await expect
    .poll(async () => (await serverRecords(username)).map((r) => r.description).sort(), LIVE)
    .toEqual(['Imported row', 'Typed on B'])
  await expect
    .poll(async () => (await readServerDocs(username)).filter((doc) => doc._conflicts), LIVE)
    .toEqual([])
})

test('an occurrence added on two devices apart is one record, with the content changed last', async ({
  browser,
}, testInfo) => {
  const { a, b } = await sharingMonthlyRent(browser, testInfo)

  // Apart, each device adds April's rent; A's person then changes its amount.
  for (const { context } of [a, b]) await cutOff(context)
  await a.context.clock.setFixedTime('2026-04-06T10:00:00')
  await new HistoryPage(a.page).goto()
  await expect.poll(() => rentDates(a.page), LIVE).toEqual(['2026-03-05', '2026-04-05'])
  await b.context.clock.setFixedTime('2026-04-06T10:15:00')
  await new HistoryPage(b.page).goto()
  await expect.poll(() => rentDates(b.page), LIVE).toEqual(['2026-03-05', '2026-04-05'])
  await a.context.clock.setFixedTime('2026-04-06T10:30:00')
  const formA = await editStored(a.page, '2026-04-05')
  await formA.fill({ amount: '950' })
  await formA.update.click()

  await reconnect(a.context, a.page)
  await reconnect(b.context, b.page)
  const aprilAmounts = async (page: Page) =>
    (await storedTransactions(page))
      .filter((record) => record.date === '2026-04-05')
      .map((record) => record.amount)
  for (const { page } of [a, b]) {
    await expect.poll(() => aprilAmounts(page), LIVE).toEqual(['950'])
    expect(await rentDates(page)).toEqual(['2026-03-05', '2026-04-05'])
  }
})

test('an occurrence deleted on one device stays deleted though another added it again later, cut off', async ({
  browser,
}, testInfo) => {
  const { username, a, b } = await sharingMonthlyRent(browser, testInfo)
  await cutOff(b.context)

  // A adds April's rent, and the person deletes it there.
  await a.context.clock.setFixedTime('2026-04-06T10:00:00')
  await new HistoryPage(a.page).goto()
  await expect.poll(() => rentDates(a.page), LIVE).toEqual(['2026-03-05', '2026-04-05'])
  await deleteStored(a.page, '2026-04-05')
  await new SettingsPage(a.page).goto()
  await expect(new SettingsPage(a.page).status).toHaveText('Up to date', LIVE)

  // B, cut off from the server, adds it again an hour later by its clock.
  await b.context.clock.setFixedTime('2026-04-06T11:00:00')
  await new HistoryPage(b.page).goto()
  await expect.poll(() => rentDates(b.page), LIVE).toEqual(['2026-03-05', '2026-04-05'])

  await reconnect(b.context, b.page)
  for (const { page } of [a, b]) {
    await expect.poll(() => rentDates(page), LIVE).toEqual(['2026-03-05'])
  }
  const serverRent = async () =>
    (await serverRecords(username)).filter((r) => r.category === 'Rent').map((r) => r.date)
  await expect.poll(serverRent, LIVE).toEqual(['2026-03-05'])
})

test('a record deleted while sync was off is deleted on the server and the other device once it is on again', async ({
  browser,
}, testInfo) => {
  const username = await serverUser(testInfo)
  const fee = bankRow(2, 'Bank fee')
  const a = await device(browser, [seedRecord(1, { description: 'Old bill' }), fee, seedRecord(3)])
  const b = await device(browser)
  await turnOnSync(a.page, username)
  await turnOnSync(b.page, username)
  await expect.poll(() => descriptions(b.page), LIVE).toEqual(['Bank fee', 'Item 3', 'Old bill'])

  const settingsA = new SettingsPage(a.page)
  await settingsA.goto()
  await settingsA.turnOff.click()
  await expect(settingsA.status).toHaveText('Sync is off')
  const history = new HistoryPage(a.page)
  await history.goto()
  for (const description of ['Old bill', 'Bank fee']) {
    await history.row(description).getByRole('button', { name: 'Delete' }).click()
    await history.dialog.getByRole('button', { name: 'Delete' }).click()
  }
  await expect(history.count(1)).toBeVisible()

  await settingsA.goto()
  await settingsA.turnOnSync(SYNC_SERVER_PATH, username, PASSWORD)
  await expect(settingsA.status).toHaveText('Up to date', LIVE)
  for (const { page } of [a, b]) {
    await expect.poll(() => descriptions(page), LIVE).toEqual(['Item 3'])
  }
  await expect
    .poll(async () => (await serverRecords(username)).map((r) => r.description), LIVE)
    .toEqual(['Item 3'])
})

test('a bank row an earlier version stored under its ids, twice, ends once under its natural name', async ({
  browser,
}, testInfo) => {
  const username = await serverUser(testInfo)
  const older = bankRow(1, 'CARD 1234 COFFEE')
  const later = bankRow(2, 'CARD 1234 COFFEE')
  const legacy = (record: typeof older) => {
    const { userId: _owner, ...shared } = record
    void _owner
    return {
      _id: docId('transactions', record.id),
      collection: 'transactions',
      record: shared,
      updatedAt: record.createdAt,
      deviceId: 'an-earlier-version',
    }
  }
  await writeServerDocs(username, [legacy(older), legacy(later)])
  const a = await device(browser)
  await turnOnSync(a.page, username)

  await expect.poll(() => descriptions(a.page), LIVE).toEqual(['CARD 1234 COFFEE'])
  const named = docId('transactions', naturalKey(later) ?? '')
  await expect
    .poll(async () => {
      const docs = await readServerDocs(username)
      return docs.map((doc) => [doc._id, doc._deleted === true]).sort()
    }, LIVE)
    .toEqual(
      [
        [legacy(older)._id, true],
        [legacy(later)._id, true],
        [named, false],
      ].sort(),
    )
  expect((await storedTransactions(a.page, ada.id)).map((record) => record.id)).toEqual([later.id])
})
