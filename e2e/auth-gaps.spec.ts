import { expect, test, type Locator, type Page } from '@playwright/test'
import { LoginPage, NavBar, RegisterPage } from './pages/AuthPages'
import { LandingPage } from './pages/LandingPage'
import { ada, seedStorage, type SeedUser } from './support/seed'

const grace: SeedUser = {
  id: '1700000000001',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  password: 'cobol59',
}

test.describe('the page first asked for', () => {
  test('survives switching between sign-in and registration, and registering opens it', async ({
    page,
  }) => {
    const login = new LoginPage(page)
    const register = new RegisterPage(page)
    await page.goto('/transactions?type=income')
    await expect(page).toHaveURL(/\/login$/)
    await login.signUpLink.click()
    await expect(page).toHaveURL(/\/register$/)
    await register.signInLink.click()
    await expect(page).toHaveURL(/\/login$/)
    await login.signUpLink.click()

    await register.register({ name: grace.name, email: grace.email, password: grace.password })
    await expect(page).toHaveURL('/transactions?type=income')
    await expect(new NavBar(page).root.getByText(grace.name)).toBeVisible()
  })

  test('survives a visit to registration and back, and signing in opens it', async ({ page }) => {
    await seedStorage(page, { users: [ada] })
    const login = new LoginPage(page)
    const register = new RegisterPage(page)
    await page.goto('/add-transaction')
    await login.signUpLink.click()
    await register.signInLink.click()
    await login.signUpLink.click()
    await register.signInLink.click()
    await expect(page).toHaveURL(/\/login$/)

    await login.signIn(ada.email, ada.password)
    await expect(page).toHaveURL('/add-transaction')
  })
})

test.describe('after a sign-out the next person starts at the dashboard', () => {
  test('after Logout, even once /login has been reloaded', async ({ page }) => {
    await seedStorage(page, { users: [ada, grace], signedIn: ada })
    const nav = new NavBar(page)
    const login = new LoginPage(page)
    await page.goto('/transactions?type=income')
    await nav.logout.click()
    await expect(page).toHaveURL(/\/login$/)
    // History state outlives a reload, so a remembered page would still be there.
    await page.reload()

    await login.signIn(grace.email, grace.password)
    await expect(page).toHaveURL('/dashboard')
    await expect(nav.root.getByText(grace.name)).toBeVisible()
  })

  test('after another tab logged out', async ({ page, context }) => {
    await seedStorage(page, { users: [ada, grace], signedIn: ada })
    const login = new LoginPage(page)
    await page.goto('/transactions?type=income')
    await expect(new NavBar(page).root.getByText(ada.name)).toBeVisible()

    const otherTab = await context.newPage()
    await otherTab.goto('/dashboard')
    await new NavBar(otherTab).logout.click()
    await expect(otherTab).toHaveURL(/\/login$/)

    await expect(page).toHaveURL(/\/login$/)
    await login.signIn(grace.email, grace.password)
    await expect(page).toHaveURL('/dashboard')
  })
})

async function expectSize(mark: Locator, width: number, height: number) {
  await expect(mark).toBeVisible()
  expect(await mark.boundingBox()).toMatchObject({ width, height })
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

for (const width of [375, 1280]) {
  test(`the logo is 40 px in the nav bar and on the landing page at ${width} px wide`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await seedStorage(page, { users: [ada], signedIn: ada })
    const nav = new NavBar(page)
    await page.goto('/dashboard')
    await expectSize(nav.brandMark, 40, 40)
    const navOverflow = await nav.root.evaluate(
      (element) => element.scrollWidth - element.clientWidth,
    )
    expect(navOverflow).toBeLessThanOrEqual(0)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

    const landing = new LandingPage(page)
    await landing.goto()
    await expect(landing.heading).toBeVisible()
    await expectSize(landing.brandMark, 40, 40)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  })
}

async function expectHttpsNeeded(screen: LoginPage | RegisterPage) {
  await expect(screen.error).toContainText('This app needs a secure (HTTPS) connection.')
  await expect(screen.error).toContainText(
    "Passwords are protected with your browser's Web Crypto, which browsers only offer on secure connections",
  )
  // Nothing can be typed or sent, so nothing waits forever on a hash that cannot be made.
  await expect(screen.email).toBeDisabled()
  await expect(screen.password).toBeDisabled()
  await expect(screen.submit).toBeDisabled()
}

test('over plain HTTP the sign-in and registration screens say HTTPS is needed, and why', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A name other than localhost over plain HTTP is an insecure origin, as on a real deployment.
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--host-resolver-rules=MAP finance.test 127.0.0.1'],
  })
  try {
    const page = await browser.newPage({
      baseURL: `http://finance.test:${new URL(baseURL ?? '').port}`,
    })
    const login = new LoginPage(page)
    const register = new RegisterPage(page)
    await login.goto()
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false)

    await expectHttpsNeeded(login)
    await login.signUpLink.click()
    await expectHttpsNeeded(register)
  } finally {
    await browser.close()
  }
})
