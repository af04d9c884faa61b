import { expect, type Locator, type Page } from '@playwright/test'

/** /settings and its Sync region, found the way a person finds them. */
export class SettingsPage {
  readonly sync: Locator
  readonly status: Locator
  readonly server: Locator
  readonly username: Locator
  readonly password: Locator
  readonly turnOn: Locator
  readonly turnOff: Locator
  readonly syncNow: Locator

  constructor(private readonly page: Page) {
    this.sync = page.getByRole('region', { name: 'Sync' })
    this.status = this.sync.getByRole('status')
    this.server = this.sync.getByRole('textbox', { name: 'Server address' })
    this.username = this.sync.getByRole('textbox', { name: 'Username' })
    this.password = this.sync.getByLabel('Sync password', { exact: true })
    this.turnOn = this.sync.getByRole('button', { name: 'Turn on sync' })
    this.turnOff = this.sync.getByRole('button', { name: 'Turn off sync' })
    this.syncNow = this.sync.getByRole('button', { name: 'Sync now' })
  }

  async goto(): Promise<void> {
    await this.page.goto('/settings')
    await expect(this.page.getByRole('heading', { name: 'Settings' })).toBeVisible()
  }

  async turnOnSync(server: string, username: string, password: string): Promise<void> {
    await this.server.fill(server)
    await this.username.fill(username)
    await this.password.fill(password)
    await this.turnOn.click()
  }
}
