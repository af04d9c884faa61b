import { expect, test, type Page } from '@playwright/test'
import { LoginPage, NavBar } from './pages/AuthPages'
import { TransactionFormPage } from './pages/TransactionFormPage'
import { ada, seedStorage } from './support/seed'

async function signedIn(page: Page): Promise<void> {
  await seedStorage(page, { signedIn: ada })
}

test('the sign-in page downloads none of the signed-in pages’ code, and signing in brings their navigation', async ({
  page,
}) => {
  await seedStorage(page, {})
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const signedInCode = (path: string) => /^\/signed-in\.[0-9a-f]+\.js$/.test(path)
  const login = new LoginPage(page)
  await login.goto()
  await expect(login.submit).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(scripts).toContainEqual(expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/))
  expect(scripts.filter(signedInCode)).toEqual([])

  await login.signIn(ada.email, ada.password)
  await expect(new NavBar(page).link('Transactions')).toBeVisible()
  expect(scripts.filter(signedInCode)).toHaveLength(1)
})

test.describe('the Menu button on a 375 px screen', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  /** Signed in on the dashboard, the Menu button opened with Enter. */
  async function openMenuByKeyboard(page: Page) {
    await signedIn(page)
    await page.goto('/dashboard')
    const nav = new NavBar(page)
    const menu = nav.root.getByRole('button', { name: 'Menu' })
    await menu.focus()
    await page.keyboard.press('Enter')
    return { nav, menu }
  }

  test('Escape closes the open menu and leaves focus on the Menu button', async ({ page }) => {
    const { nav, menu } = await openMenuByKeyboard(page)
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(nav.link('Dashboard')).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.link('Dashboard')).toBeHidden()
    await expect(menu).toBeFocused()
  })

  test('choosing a link by keyboard closes the menu and puts focus on the new screen’s title', async ({
    page,
  }) => {
    const { nav, menu } = await openMenuByKeyboard(page)
    await nav.link('Transactions').focus()
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL('/transactions')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeFocused()
  })
})

test('each screen names itself in the page title and, reached in the app, takes focus on its heading', async ({
  page,
}) => {
  await signedIn(page)
  await page.goto('/dashboard')
  await expect(page).toHaveTitle('Dashboard - Finance Tracker')
  const nav = new NavBar(page)

  const screens = [
    { link: 'Add Transaction', heading: 'Add New Transaction' },
    { link: 'Transactions', heading: 'Transactions' },
    { link: 'Reports', heading: 'Reports' },
    { link: 'Budgets', heading: 'Budgets' },
    { link: 'Recurring', heading: 'Recurring transactions' },
    { link: 'Categories', heading: 'Categories' },
    { link: 'Settings', heading: 'Settings' },
    { link: 'Dashboard', heading: 'Dashboard' },
  ] as const
  for (const screen of screens) {
    await nav.root.getByRole('link', { name: screen.link, exact: true }).press('Enter')
    const heading = page.getByRole('heading', { name: screen.heading, exact: true, level: 1 })
    await expect(heading).toBeFocused()
    await expect(page).toHaveTitle(`${screen.heading} - Finance Tracker`)
  }

  await nav.logout.click()
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeFocused()
  await expect(page).toHaveTitle('Sign In - Finance Tracker')

  await page.getByRole('link', { name: 'Sign up here' }).press('Enter')
  await expect(page.getByRole('heading', { name: 'Create Account', level: 1 })).toBeFocused()
  await expect(page).toHaveTitle('Create Account - Finance Tracker')

  await page.goto('/no-such-page')
  await expect(page).toHaveTitle('Page not found - Finance Tracker')
  await page.getByRole('link', { name: 'Go to the home page' }).press('Enter')
  await expect(page).toHaveTitle('Finance Tracker')
  await expect(
    page.getByRole('heading', { name: 'Simplify Spending. Master Saving.', level: 1 }),
  ).toBeFocused()
})

test('signing in moves focus to the title of the page that opens', async ({ page }) => {
  await seedStorage(page, {})
  await page.goto('/budgets?from=deep-link')
  await expect(page).toHaveURL('/login')
  await new LoginPage(page).signIn(ada.email, ada.password)
  await expect(page).toHaveURL('/budgets?from=deep-link')
  await expect(page.getByRole('heading', { name: 'Budgets', level: 1 })).toBeFocused()
})

test.describe('a form refused on submit takes the keyboard to its first wrong field', () => {
  test('the transaction form', async ({ page }) => {
    await signedIn(page)
    const form = new TransactionFormPage(page)
    await form.gotoAdd()
    await form.amount.fill('12.50')
    await form.save.press('Enter')
    await expect(form.category).toBeFocused()
    await expect(form.category).toHaveAttribute('aria-invalid', 'true')
    await expect(form.category).toHaveAccessibleDescription('Please select a category')

    await form.amount.fill('')
    await form.save.press('Enter')
    await expect(form.amount).toBeFocused()
    await expect(form.amount).toHaveAccessibleDescription(
      'Please enter a valid amount greater than 0',
    )
  })

  test('the budget form', async ({ page }) => {
    await signedIn(page)
    await page.goto('/budgets')
    const limit = page.getByRole('spinbutton', { name: 'Monthly limit' })
    await page.getByRole('button', { name: 'Save Budget' }).press('Enter')
    await expect(limit).toBeFocused()
    await expect(limit).toHaveAccessibleDescription('Please enter a valid amount greater than 0')
  })
})

test('signed in, the first Tab offers a way past the navigation bar to the screen', async ({
  page,
}) => {
  await signedIn(page)
  await page.goto('/transactions')
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeFocused()
  await expect(page).toHaveURL('/transactions')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('main').getByRole('link', { name: 'Add Transaction' })).toBeFocused()
})

test.describe('removing an item by keyboard leaves focus on the screen, not on <body>', () => {
  test.beforeEach(async ({ page }) => {
    await signedIn(page)
    await page.evaluate((id) => {
      const updatedAt = '2026-01-01T00:00:00.000Z'
      localStorage.setItem(
        `budgets_${id}`,
        JSON.stringify([
          { category: 'Food', limit: '100', updatedAt },
          { category: 'Rent', limit: '900', updatedAt },
        ]),
      )
      const rule = { amount: '5', type: 'expense', category: 'Food', every: 'month', updatedAt }
      localStorage.setItem(
        `recurring_${id}`,
        JSON.stringify([
          { ...rule, id: 'r1', description: 'Coffee', start: '2026-01-01', next: '2099-01-01' },
          { ...rule, id: 'r2', description: 'Tea', start: '2026-01-01', next: '2099-01-01' },
        ]),
      )
    }, ada.id)
  })

  test('a budget', async ({ page }) => {
    await page.goto('/budgets')
    await page.getByRole('button', { name: 'Remove Food budget' }).press('Enter')
    await expect(page.getByRole('listitem')).toHaveCount(1)
    await expect(page.getByRole('heading', { name: 'Budgets', level: 1 })).toBeFocused()
  })

  test('a recurring rule', async ({ page }) => {
    await page.goto('/recurring')
    await page.getByRole('row').filter({ hasText: 'Coffee' }).getByRole('button').press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'stopped' })).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: 'Coffee' })).toHaveCount(0)
    await expect(
      page.getByRole('heading', { name: 'Recurring transactions', level: 1 }),
    ).toBeFocused()
  })
})
