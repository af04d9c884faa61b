import type { Locator, Page } from '@playwright/test'

/** What every screen shares: the service worker behind the page and its update banner. */
export class AppShell {
  readonly updateBanner: Locator
  readonly reload: Locator

  constructor(private readonly page: Page) {
    this.updateBanner = page.getByRole('status').filter({ hasText: 'A new version is available' })
    this.reload = this.updateBanner.getByRole('button', { name: 'Reload' })
  }

  /** Waits until the worker has installed (precache complete), then reloads so it controls. */
  async waitForOfflineReady(): Promise<void> {
    await this.page.evaluate(() => navigator.serviceWorker.ready)
    await this.page.reload()
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  }

  /** Asks the browser to look for a new sw.js now, as it does on later visits. */
  async checkForUpdate(): Promise<void> {
    await this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration?.update()
    })
  }

  /** Whether a new version is waiting and whether a worker controls this page. */
  workerState(): Promise<{ waiting: boolean; controlled: boolean }> {
    return this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return { waiting: !!registration?.waiting, controlled: !!navigator.serviceWorker.controller }
    })
  }
}
