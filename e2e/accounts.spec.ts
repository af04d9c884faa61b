import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { LoginPage, NavBar, RegisterPage } from './pages/AuthPages'
import { ada, seedStorage } from './support/seed'

async function storage(page: Page) {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)))
}

test('register, stay signed in across a reload, log out, sign in, and return to a guarded page', async ({
  page,
}) => {
  const register = new RegisterPage(page)
  const login = new LoginPage(page)
  const nav = new NavBar(page)

  await register.goto()
  await register.register({ name: 'Grace Hopper', email: 'grace@example.com', password: 'cobol59' })
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(nav.root.getByText('Grace Hopper')).toBeVisible()

  const stored = await storage(page)
  const [user] = JSON.parse(stored.users) as Record<string, string>[]
  expect(Object.keys(stored).sort()).toEqual(['currentUser', `transactions_${user.id}`, 'users'])
  expect(user).toEqual({
    id: expect.stringMatching(/^\d{13}$/),
    name: 'Grace Hopper',
    email: 'grace@example.com',
    passwordHash: expect.stringMatching(/^pbkdf2-sha256\$600000\$/),
    createdAt: expect.any(String),
  })
  expect(JSON.stringify(stored)).not.toContain('cobol59')
  expect(JSON.parse(stored.currentUser)).toEqual({ id: user.id, name: 'Grace Hopper' })
  expect(stored[`transactions_${user.id}`]).toBe('[]')

  await page.reload()
  await expect(nav.root.getByText('Grace Hopper')).toBeVisible()

  await nav.logout.click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('navigation')).toHaveCount(0)
  expect((await storage(page)).currentUser).toBeUndefined()

  await page.goto('/transactions')
  await expect(page).toHaveURL(/\/login$/)
  await login.signIn('grace@example.com', 'cobol59')
  await expect(page).toHaveURL('/transactions')
  await expect(nav.link('Transactions')).toBeVisible()

  await page.goto('/register')
  await expect(page).toHaveURL('/dashboard')
})

test('a legacy plain-text password signs in once and is replaced by a hash', async ({ page }) => {
  await seedStorage(page, { users: [ada] })
  const login = new LoginPage(page)
  await login.goto()

  await login.signIn(ada.email, 'wrong-password')
  await expect(login.error).toHaveText('Invalid email or password')
  await login.signIn(ada.email.toUpperCase(), ada.password)
  await expect(login.error).toHaveText('Invalid email or password')

  await login.signIn(ada.email, ada.password)
  await expect(page).toHaveURL('/dashboard')
  const [user] = JSON.parse((await storage(page)).users) as Record<string, unknown>[]
  expect(user).not.toHaveProperty('password')
  expect(user.passwordHash).toMatch(/^pbkdf2-sha256\$600000\$/)
})

test('unknown routes show Page not found, and guarded routes need a session', async ({ page }) => {
  await page.goto('/nowhere')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: /home page/ }).click()
  await expect(
    page.getByRole('heading', { name: 'Simplify Spending. Master Saving.' }),
  ).toBeVisible()
  for (const path of ['/dashboard', '/add-transaction', '/edit-transaction/1', '/transactions']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/login$/)
  }
})

test('fits a 375 px wide screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await seedStorage(page, { users: [ada], signedIn: ada })
  for (const path of ['/', '/dashboard']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})

for (const path of ['/', '/login', '/register']) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).analyze()
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  })
}
