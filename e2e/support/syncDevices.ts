// Devices for the two-device sync tests: each its own browser context (storage, IndexedDB and
// cookies), signed in locally, syncing with a server account of the test's own.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { SettingsPage } from '../pages/SettingsPage'
import { ada, seedStorage, type SeedRecord, type SeedUser } from './seed'
import { createSyncUser, SYNC_SERVER_PATH } from './syncServer'

export const PASSWORD = 'correct horse battery'
/** UI_CONTRACT.md: another device's changes show within 10 seconds while online. */
export const LIVE = { timeout: 10_000 }

/** A server account of this test's own: tests share one server. */
export async function serverUser(testInfo: { testId: string }): Promise<string> {
  const name = `ada-${testInfo.testId.slice(0, 12)}-${Date.now()}`
  await createSyncUser(name, PASSWORD)
  return name
}

/** One device: its own browser context, signed in locally with `records` stored. */
export async function device(
  browser: Browser,
  records: SeedRecord[] = [],
  user: SeedUser = ada,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await seedStorage(page, { users: [user], signedIn: user, transactions: { [user.id]: records } })
  return { context, page }
}

export async function turnOnSync(page: Page, username: string) {
  const settings = new SettingsPage(page)
  await settings.goto()
  await settings.turnOnSync(SYNC_SERVER_PATH, username, PASSWORD)
  await expect(settings.status).toHaveText('Up to date', LIVE)
}

/** The person's transactions as the device stores them. */
export function storedTransactions(
  page: Page,
  userId = ada.id,
): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Record<string, unknown>[],
    `transactions_${userId}`,
  )
}

export async function descriptions(page: Page, userId = ada.id): Promise<string[]> {
  const records = await storedTransactions(page, userId)
  return records.map((record) => String(record.description)).sort()
}
