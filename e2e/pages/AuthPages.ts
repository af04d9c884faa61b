import type { Locator, Page } from '@playwright/test'

/** The sign-in screen, found the way a person finds it. */
export class LoginPage {
  readonly email: Locator
  readonly password: Locator
  readonly submit: Locator
  readonly error: Locator
  readonly signUpLink: Locator

  constructor(private readonly page: Page) {
    this.email = page.getByRole('textbox', { name: 'Email' })
    this.password = page.getByLabel('Password', { exact: true })
    this.submit = page.getByRole('button', { name: 'Sign In' })
    this.error = page.getByRole('alert')
    this.signUpLink = page.getByRole('link', { name: 'Sign up here' })
  }

  async goto() {
    await this.page.goto('/login')
  }

  async signIn(email: string, password: string) {
    await this.email.fill(email)
    await this.password.fill(password)
    await this.submit.click()
  }
}

/** The registration screen. */
export class RegisterPage {
  readonly name: Locator
  readonly email: Locator
  readonly password: Locator
  readonly confirmPassword: Locator
  readonly submit: Locator
  readonly error: Locator
  readonly signInLink: Locator

  constructor(private readonly page: Page) {
    this.name = page.getByRole('textbox', { name: 'Full Name' })
    this.email = page.getByRole('textbox', { name: 'Email' })
    this.password = page.getByLabel('Password', { exact: true })
    this.confirmPassword = page.getByLabel('Confirm Password', { exact: true })
    this.submit = page.getByRole('button', { name: 'Create Account' })
    this.error = page.getByRole('alert')
    this.signInLink = page.getByRole('link', { name: 'Sign in here' })
  }

  async goto() {
    await this.page.goto('/register')
  }

  async fill(fields: { name: string; email: string; password: string; confirm?: string }) {
    await this.name.fill(fields.name)
    await this.email.fill(fields.email)
    await this.password.fill(fields.password)
    await this.confirmPassword.fill(fields.confirm ?? fields.password)
  }

  async register(fields: { name: string; email: string; password: string; confirm?: string }) {
    await this.fill(fields)
    await this.submit.click()
  }
}

/** The navigation bar shown while signed in. */
export class NavBar {
  readonly root: Locator
  readonly logout: Locator
  /** The logo beside the brand name (decorative, so found inside the brand link). */
  readonly brandMark: Locator

  constructor(page: Page) {
    this.root = page.getByRole('navigation')
    this.logout = this.root.getByRole('button', { name: 'Logout' })
    this.brandMark = this.root.getByRole('link', { name: 'Finance Tracker' }).locator('svg')
  }

  link(name: 'Dashboard' | 'Add Transaction' | 'Transactions') {
    return this.root.getByRole('link', { name, exact: true })
  }
}
