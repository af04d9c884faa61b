import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { LoginPage, NavBar, RegisterPage } from './pages/AuthPages'
import { DashboardPage } from './pages/DashboardPage'
import { HistoryPage } from './pages/HistoryPage'
import { ThemeToggle, themeState } from './pages/ThemeToggle'
import { TransactionFormPage } from './pages/TransactionFormPage'
import { ada, localIsoDate, seedRecord, seedStorage } from './support/seed'

// Both types, several categories and months, so every chart part and badge is drawn.
const records = [
  seedRecord(1, { type: 'income', category: 'Salary', amount: '3000.00', date: localIsoDate(0) }),
  seedRecord(2, { category: 'Rent', amount: '1200.00', date: localIsoDate(-1) }),
  seedRecord(3, { category: 'Food', amount: '45.67', date: localIsoDate(-35) }),
  seedRecord(4, { category: 'Transport', amount: '30.00', date: localIsoDate(-70) }),
  seedRecord(5, { type: 'income', category: 'Freelance', amount: '500', date: localIsoDate(-70) }),
]

// The bar chart's lowest tick, drawn in the muted text token of each theme.
const mutedText = { light: 'rgb(75, 85, 99)', dark: 'rgb(170, 182, 200)' }
const pageBackground = { light: 'rgb(246, 248, 250)', dark: 'rgb(15, 23, 42)' }

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual([])
}

async function signedIn(page: Page): Promise<void> {
  await seedStorage(page, { signedIn: ada, transactions: { [ada.id]: records } })
}

async function openDashboard(page: Page): Promise<DashboardPage> {
  const dashboard = new DashboardPage(page)
  await dashboard.goto()
  await expect(dashboard.chart('Monthly Overview').getByText('$0', { exact: true })).toBeVisible()
  await expect(dashboard.chart('Expense Categories')).toBeVisible()
  return dashboard
}

/** Every screen in the state that shows the most colours: alerts, errors, charts, a dialog. */
const screens: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'landing',
    open: async (page) => {
      await page.goto('/')
      await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible()
    },
  },
  {
    name: 'sign-in with an error',
    open: async (page) => {
      const login = new LoginPage(page)
      await login.goto()
      await login.signIn('nobody@example.com', 'wrong-one')
      await expect(login.error).toBeVisible()
    },
  },
  {
    name: 'registration with an error',
    open: async (page) => {
      const register = new RegisterPage(page)
      await register.goto()
      await register.register({
        name: 'Bo',
        email: 'bo@example.com',
        password: 'secret1',
        confirm: 'other1',
      })
      await expect(register.error).toBeVisible()
    },
  },
  {
    name: 'dashboard with charts',
    open: async (page) => {
      await signedIn(page)
      await openDashboard(page)
    },
  },
  {
    name: 'form with errors',
    open: async (page) => {
      await signedIn(page)
      const form = new TransactionFormPage(page)
      await form.gotoAdd()
      await form.save.click()
      await expect(page.getByText('Please enter a valid amount greater than 0')).toBeVisible()
    },
  },
  {
    name: 'history with a filter',
    open: async (page) => {
      await signedIn(page)
      const history = new HistoryPage(page)
      await history.goto()
      await history.type.selectOption('Expense')
      await expect(history.count(3)).toBeVisible()
    },
  },
  {
    name: 'delete dialog',
    open: async (page) => {
      await signedIn(page)
      const history = new HistoryPage(page)
      await history.goto()
      await history.rows.first().getByRole('button', { name: 'Delete' }).click()
      await expect(history.dialog).toBeVisible()
    },
  },
]

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`system preference ${scheme}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
    })

    for (const screen of screens) {
      test(`${screen.name}: ${scheme} theme, no serious axe violation`, async ({ page }) => {
        await screen.open(page)
        expect(await themeState(page)).toEqual({ applied: scheme, stored: null })
        await expect(page.locator('html')).toHaveCSS('background-color', pageBackground[scheme])
        await expectNoSeriousViolations(page)
      })
    }
  })
}

// The first paint comes as soon as the stylesheet is in, before the app's deferred scripts run.
// With those scripts refused, what shows is what that first paint shows.
const firstPaints = [
  { system: 'dark', saved: 'light' },
  { system: 'light', saved: 'dark' },
  { system: 'dark', saved: null },
] as const
for (const { system, saved } of firstPaints) {
  test(`before the app's scripts run, a ${system} system with ${saved ?? 'nothing'} saved paints ${saved ?? system}`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: system })
    if (saved) await page.addInitScript((theme) => localStorage.setItem('theme', theme), saved)
    const refused: string[] = []
    await page.route(/\/(main|vendor)\.[0-9a-f]{16,}\.js$/, (route) => {
      refused.push(new URL(route.request().url()).pathname)
      return route.abort()
    })

    await page.goto('/login')
    expect(refused).toHaveLength(2)
    await expect(page.locator('#root')).toBeEmpty()
    await expect(page.locator('html')).toHaveCSS(
      'background-color',
      pageBackground[saved ?? system],
    )
    expect(await themeState(page)).toEqual({ applied: saved ?? system, stored: saved })
  })
}

test('the choice outlasts a reload and wins over the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/login')
  const toggle = new ThemeToggle(page)
  await toggle.toDark.click()
  await expect(toggle.toLight).toBeVisible()
  expect(await themeState(page)).toEqual({ applied: 'dark', stored: 'dark' })

  await page.reload()
  await expect(toggle.toLight).toBeVisible()
  await expect(page.locator('html')).toHaveCSS('background-color', pageBackground.dark)

  await page.emulateMedia({ colorScheme: 'dark' })
  await toggle.toLight.click()
  await page.reload()
  await expect(toggle.toDark).toBeVisible()
  expect(await themeState(page)).toEqual({ applied: 'light', stored: 'light' })
})

test('with nothing chosen, the theme follows the system as it changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  const toggle = new ThemeToggle(page)
  await expect(toggle.toDark).toBeVisible()

  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(toggle.toLight).toBeVisible()
  expect(await themeState(page)).toEqual({ applied: 'dark', stored: null })
})

test('signed in, the toggle in the navigation bar recolours the charts', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await signedIn(page)
  const dashboard = await openDashboard(page)
  const lowestTick = dashboard.chart('Monthly Overview').getByText('$0', { exact: true })
  await expect(lowestTick).toHaveCSS('fill', mutedText.light)

  await new ThemeToggle(new NavBar(page).root).toDark.click()
  await expect(lowestTick).toHaveCSS('fill', mutedText.dark)
  expect(await themeState(page)).toEqual({ applied: 'dark', stored: 'dark' })
  await expectNoSeriousViolations(page)
})
