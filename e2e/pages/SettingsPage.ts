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
  readonly encrypt: Locator
  readonly passphrase: Locator
  readonly changePassphrase: Locator

  constructor(private readonly page: Page) {
    this.sync = page.getByRole('region', { name: 'Sync' })
    this.status = this.sync.getByRole('status')
    this.server = this.sync.getByRole('textbox', { name: 'Server address' })
    this.username = this.sync.getByRole('textbox', { name: 'Username' })
    this.password = this.sync.getByLabel('Sync password', { exact: true })
    this.turnOn = this.sync.getByRole('button', { name: 'Turn on sync' })
    this.turnOff = this.sync.getByRole('button', { name: 'Turn off sync' })
    this.syncNow = this.sync.getByRole('button', { name: 'Sync now' })
    this.encrypt = this.sync.getByRole('checkbox', { name: 'Encrypt end-to-end' })
    this.passphrase = this.sync.getByLabel('Encryption passphrase', { exact: true })
    this.changePassphrase = this.sync.getByRole('button', { name: 'Change passphrase' })
  }

  async goto(): Promise<void> {
    await this.page.goto('/settings')
    await expect(this.page.getByRole('heading', { name: 'Settings' })).toBeVisible()
  }

  /** Turns sync on: encrypted end-to-end with `passphrase`, or (null) unencrypted. */
  async turnOnSync(
    server: string,
    username: string,
    password: string,
    passphrase: string | null = null,
  ): Promise<void> {
    await this.server.fill(server)
    await this.username.fill(username)
    await this.password.fill(password)
    await this.encrypt.setChecked(passphrase !== null)
    if (passphrase !== null) await this.passphrase.fill(passphrase)
    await this.turnOn.click()
  }

  /** Changes the encryption passphrase through its dialog. */
  async changePassphraseTo(current: string, next: string): Promise<void> {
    await this.changePassphrase.click()
    const dialog = this.page.getByRole('dialog', { name: 'Change passphrase' })
    await dialog.getByLabel('Current passphrase', { exact: true }).fill(current)
    await dialog.getByLabel('New passphrase', { exact: true }).fill(next)
    await dialog.getByRole('button', { name: 'Change passphrase' }).click()
    await expect(dialog).toBeHidden({ timeout: 30_000 })
  }
}
