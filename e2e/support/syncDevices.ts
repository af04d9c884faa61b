// Devices for the two-device sync tests: each its own browser context (storage, IndexedDB and
// cookies), signed in locally, syncing with a server account of the test's own.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { AppShell } from '../pages/AppShell'
import { SettingsPage } from '../pages/SettingsPage'
import { TransactionFormPage } from '../pages/TransactionFormPage'
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

/** The dates of the rent the device stores. */
export async function rentDates(page: Page): Promise<string[]> {
  const records = await storedTransactions(page)
  return records
    .filter((record) => record.category === 'Rent')
    .map((record) => String(record.date))
    .sort()
}

/**
 * Two devices syncing at 10:00 on 10 March 2026 (their clocks held there): A added a rent of
 * $900 repeated every month from the 5th, and B has it.
 */
export async function sharingMonthlyRent(browser: Browser, testInfo: { testId: string }) {
  const username = await serverUser(testInfo)
  const a = await device(browser)
  const b = await device(browser)
  for (const { context } of [a, b]) await context.clock.setFixedTime('2026-03-10T10:00:00')
  await turnOnSync(a.page, username)
  await turnOnSync(b.page, username)
  const form = new TransactionFormPage(a.page)
  await form.gotoAdd()
  await form.fill({ amount: '900', category: 'Rent', description: 'Rent', date: '2026-03-05' })
  await a.page.getByRole('combobox', { name: 'Repeat' }).selectOption({ label: 'Every month' })
  await form.save.click()
  await expect.poll(() => rentDates(b.page), LIVE).toEqual(['2026-03-05'])
  return { username, a, b }
}

/** The stored transaction of that date, opened in its edit form. */
export async function editStored(page: Page, date: string): Promise<TransactionFormPage> {
  const form = new TransactionFormPage(page)
  const record = (await storedTransactions(page)).find((one) => one.date === date)
  await form.gotoEdit(String(record?.id))
  return form
}

/** Deletes the stored transaction of that date through its edit form. */
export async function deleteStored(page: Page, date: string): Promise<void> {
  const form = await editStored(page, date)
  await form.delete.click()
  await form.dialog.getByRole('button', { name: 'Delete' }).click()
}

/**
 * The record `id`, which both devices hold, edited on A and then on B while both are offline;
 * once they reconnect, both show B's later edit.
 */
export async function editedOnBothWhileApart(
  a: { context: BrowserContext; page: Page },
  b: { context: BrowserContext; page: Page },
  id: string,
): Promise<void> {
  // Offline, the edit form's page comes from the service worker, which must control both pages.
  for (const { page } of [a, b]) await new AppShell(page).waitForOfflineReady()
  await a.context.setOffline(true)
  await b.context.setOffline(true)
  const formA = new TransactionFormPage(a.page)
  await formA.gotoEdit(id)
  await formA.fill({ description: 'Groceries (A)' })
  await formA.update.click()
  const formB = new TransactionFormPage(b.page)
  await formB.gotoEdit(id)
  await formB.fill({ description: 'Groceries (B, later)' })
  await formB.update.click()

  await a.context.setOffline(false)
  await b.context.setOffline(false)
  for (const { page } of [a, b]) {
    await expect.poll(() => descriptions(page), LIVE).toEqual(['Groceries (B, later)'])
  }
}
