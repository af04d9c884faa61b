import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { LoginPage } from './pages/AuthPages'
import { TransactionFormPage } from './pages/TransactionFormPage'
import { ada, seedRecord, seedStorage } from './support/seed'

const TX_KEY = `transactions_${ada.id}`

function stored<T>(page: Page, key: string): Promise<T> {
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key)
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`)
}

/** A month rule for Rent on the 31st, whose first occurrence was saved on Jan 31, 2026. */
const rentRule = {
  id: '1769850000000',
  amount: '1200.00',
  type: 'expense',
  category: 'Rent',
  description: 'Rent',
  every: 'month',
  start: '2026-01-31',
  next: '2026-02-28',
  updatedAt: '2026-01-31T09:00:00.000Z',
}
const firstRent = {
  ...seedRecord(1, {
    description: 'Rent',
    category: 'Rent',
    amount: '1200.00',
    date: '2026-01-31',
  }),
  occurrence: { rule: rentRule.id, date: '2026-01-31' },
}

async function seedRent(page: Page) {
  await seedStorage(page, { users: [ada], signedIn: ada, transactions: { [ada.id]: [firstRent] } })
  await page.evaluate(([key, rules]) => localStorage.setItem(key, JSON.stringify(rules)), [
    `recurring_${ada.id}`,
    [rentRule],
  ] as const)
}

test.describe('recurring transactions', () => {
  test('a repeating transaction is saved with its rule, shown on /recurring', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-03-10T10:00:00'))
    await seedStorage(page, { users: [ada], signedIn: ada })
    const form = new TransactionFormPage(page)
    await form.gotoAdd()
    await form.fill({
      amount: '9.99',
      category: 'Entertainment',
      description: 'Music',
      date: '2026-03-10',
    })
    await page.getByRole('combobox', { name: 'Repeat' }).selectOption({ label: 'Every month' })
    await form.save.click()
    await expect(page).toHaveURL(/\/transactions$/)
    await page.goto('/recurring')
    const row = page.getByRole('row', { name: /Music/ })
    await expect(row).toContainText('-$9.99')
    await expect(row).toContainText('Every month')
    await expect(row).toContainText('Next: 4/10/2026')
    expect(await stored<unknown[]>(page, TX_KEY)).toHaveLength(1)
  })

  test('after the clock jumps ahead, each due occurrence is added once, month ends kept', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-02-01T10:00:00') })
    await seedRent(page)
    await page.goto('/transactions')
    await expect(page.getByRole('heading', { name: 'Transactions (1)' })).toBeVisible()
    // The laptop sleeps until May; waking makes the tab visible again.
    await page.clock.setSystemTime(new Date('2026-05-02T08:00:00'))
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await expect(page.getByRole('heading', { name: 'Transactions (4)' })).toBeVisible()
    const dates = (await stored<{ date: string }[]>(page, TX_KEY)).map((r) => r.date).sort()
    expect(dates).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30'])
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Transactions (4)' })).toBeVisible()
    await page.goto('/recurring')
    await expect(page.getByRole('row', { name: /Rent/ })).toContainText('Next: 5/31/2026')
  })

  test('at local midnight the day’s occurrence arrives without a reload', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-02-27T23:59:00') })
    await seedRent(page)
    await page.goto('/transactions')
    await expect(page.getByRole('heading', { name: 'Transactions (1)' })).toBeVisible()
    await page.clock.runFor('02:00')
    await expect(page.getByRole('heading', { name: 'Transactions (2)' })).toBeVisible()
  })

  test('two tabs opened at the same moment add each occurrence once', async ({ context }) => {
    await context.clock.setFixedTime(new Date('2026-04-15T10:00:00'))
    const setup = await context.newPage()
    await seedRent(setup)
    await setup.close()
    const [a, b] = [await context.newPage(), await context.newPage()]
    await Promise.all([a.goto('/transactions'), b.goto('/transactions')])
    await expect(a.getByRole('heading', { name: 'Transactions (3)' })).toBeVisible()
    await expect(b.getByRole('heading', { name: 'Transactions (3)' })).toBeVisible()
    const records = await stored<{ occurrence?: { date: string } }[]>(a, TX_KEY)
    expect(records.map((r) => r.occurrence?.date).sort()).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ])
  })

  test('a rule added while another tab is open is stored once, and each occurrence once', async ({
    context,
  }) => {
    await context.clock.setFixedTime(new Date('2026-04-15T10:00:00'))
    const setup = await context.newPage()
    await seedStorage(setup, { users: [ada], signedIn: ada })
    await setup.close()
    const [a, b] = [await context.newPage(), await context.newPage()]
    await b.goto('/recurring')
    const form = new TransactionFormPage(a)
    await form.gotoAdd()
    await form.fill({ amount: '900', category: 'Rent', description: 'Flat', date: '2026-02-15' })
    await a.getByRole('combobox', { name: 'Repeat' }).selectOption({ label: 'Every month' })
    await form.save.click()
    await expect(b.getByRole('row', { name: /Flat/ })).toContainText('Next: 5/15/2026')
    // Past the time a tab checks its writes against the other's.
    await a.waitForTimeout(3500)
    for (const tab of [a, b]) {
      expect(await stored<unknown[]>(tab, `recurring_${ada.id}`)).toHaveLength(1)
      const records = await stored<{ occurrence?: { date: string } }[]>(tab, TX_KEY)
      expect(records.map((r) => r.occurrence?.date).sort()).toEqual([
        '2026-02-15',
        '2026-03-15',
        '2026-04-15',
      ])
    }
  })

  test('signing in adds the occurrences that came due while signed out', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-04-15T10:00:00'))
    await seedRent(page)
    await page.evaluate(() => localStorage.removeItem('currentUser'))
    const login = new LoginPage(page)
    await login.goto()
    await login.signIn(ada.email, ada.password)
    await expect(page).toHaveURL('/dashboard')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Transactions' })
      .click()
    await expect(page.getByRole('heading', { name: 'Transactions (3)' })).toBeVisible()
  })

  test('Stop keeps what was added, adds no more, and Undo brings the rule back', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-03-01T10:00:00') })
    await seedRent(page)
    await page.goto('/recurring')
    const row = page.getByRole('row', { name: /Rent/ })
    await row.getByRole('button', { name: 'Stop' }).click()
    await expect(page.getByText('No recurring transactions')).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: 'Recurring transaction stopped' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Undo', exact: true }).click()
    await expect(page.getByRole('row', { name: /Rent/ })).toBeVisible()
    await row.getByRole('button', { name: 'Stop' }).click()
    await page.clock.setSystemTime(new Date('2026-06-01T10:00:00'))
    await page.goto('/transactions')
    await expect(page.getByRole('heading', { name: 'Transactions (2)' })).toBeVisible()
    expect(await stored<unknown[]>(page, `recurring_${ada.id}`)).toEqual([])
  })

  test('a rule stopped before midnight and brought back by Undo after it adds today’s occurrence', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-02-27T23:59:55') })
    await seedRent(page)
    await page.goto('/recurring')
    await page.getByRole('row', { name: /Rent/ }).getByRole('button', { name: 'Stop' }).click()
    await expect(page.getByText('No recurring transactions')).toBeVisible()
    // Feb 28 begins while the rule is stopped: nothing is added then.
    await page.clock.runFor(10_000)
    await page.getByRole('button', { name: 'Undo', exact: true }).click()
    await expect(page.getByRole('row', { name: /Rent/ })).toContainText('Next: 3/31/2026')
    await expect
      .poll(async () => (await stored<{ date: string }[]>(page, TX_KEY)).map((r) => r.date).sort())
      .toEqual(['2026-01-31', '2026-02-28'])
  })

  test.describe('a rule whose start is years ago', () => {
    /** Monthly since Jan 10, 2023: on Apr 15, 2026, 40 occurrences are due. */
    const gym = {
      ...rentRule,
      amount: '30.00',
      category: 'Health',
      description: 'Gym',
      start: '2023-01-10',
      next: '2023-01-10',
    }
    const question = { name: 'Add 40 missed occurrences of Gym?' }

    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-04-15T10:00:00'))
      await seedStorage(page, { users: [ada], signedIn: ada, transactions: { [ada.id]: [] } })
      await page.evaluate(([key, rules]) => localStorage.setItem(key, JSON.stringify(rules)), [
        `recurring_${ada.id}`,
        [gym],
      ] as const)
    })

    test('asks before adding; "Skip them" adds none and moves it past today', async ({ page }) => {
      await page.goto('/recurring')
      const dialog = page.getByRole('alertdialog', question)
      await expect(dialog.getByRole('button', { name: 'Skip them' })).toBeFocused()
      expect(await seriousViolations(page)).toEqual([])
      expect(await stored<unknown[]>(page, TX_KEY)).toEqual([])
      await dialog.getByRole('button', { name: 'Skip them' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('row', { name: /Gym/ })).toContainText('Next: 5/10/2026')
      expect(await stored<unknown[]>(page, TX_KEY)).toEqual([])
      await page.reload()
      await expect(page.getByRole('row', { name: /Gym/ })).toContainText('Next: 5/10/2026')
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
    })

    test('"Add them" adds them all, once', async ({ page }) => {
      await page.goto('/transactions')
      const dialog = page.getByRole('alertdialog', question)
      await dialog.getByRole('button', { name: 'Add them' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('heading', { name: 'Transactions (40)' })).toBeVisible()
      await page.reload()
      await expect(page.getByRole('heading', { name: 'Transactions (40)' })).toBeVisible()
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
      const dates = (await stored<{ date: string }[]>(page, TX_KEY)).map((r) => r.date)
      expect(new Set(dates).size).toBe(40)
      expect(dates.sort().slice(0, 2)).toEqual(['2023-01-10', '2023-02-10'])
      expect(dates.at(-1)).toBe('2026-04-10')
    })
  })

  test('/recurring passes axe, and works by keyboard at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.clock.install({ time: new Date('2026-03-01T10:00:00') })
    await seedRent(page)
    await page.goto('/recurring')
    await expect(page.getByRole('heading', { name: 'Recurring transactions' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    const stop = page.getByRole('button', { name: 'Stop' })
    await stop.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('No recurring transactions')).toBeVisible()
  })
})

test.describe('budgets', () => {
  const month = (day: string) => `2026-03-${day}`
  const spending = [
    seedRecord(1, { category: 'Food', amount: '120.50', date: month('02') }),
    seedRecord(2, { category: 'Food', amount: '30.00', date: month('28') }),
    seedRecord(3, { category: 'Food', amount: '999.00', date: '2026-02-28' }),
    seedRecord(4, { category: 'Transport', amount: '80.00', date: month('10') }),
  ]

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-03-15T12:00:00'))
    await seedStorage(page, { users: [ada], signedIn: ada, transactions: { [ada.id]: spending } })
  })

  test('set, change and remove a budget; spent is this month’s expenses', async ({ page }) => {
    await page.goto('/budgets')
    await expect(page.getByRole('heading', { name: 'Budgets' })).toBeVisible()
    const category = page.getByRole('combobox', { name: 'Category' })
    const limit = page.getByRole('spinbutton', { name: 'Monthly limit' })
    await expect(limit).toHaveAttribute('step', '0.01')
    await expect(limit).toHaveAttribute('min', '0')

    await limit.fill('0')
    await page.getByRole('button', { name: 'Save Budget' }).click()
    await expect(page.getByText('Please enter a valid amount greater than 0')).toBeVisible()

    await category.selectOption('Food')
    await limit.fill('200')
    await page.getByRole('button', { name: 'Save Budget' }).click()
    await category.selectOption('Transport')
    await limit.fill('50')
    await page.getByRole('button', { name: 'Save Budget' }).click()

    const items = page.getByRole('main').getByRole('list').getByRole('listitem')
    await expect(items).toHaveCount(2)
    const food = items.filter({ hasText: 'Food' })
    await expect(food).toContainText('$150.50 of $200.00')
    await expect(food).toContainText('$49.50 left')
    await expect(food.getByRole('progressbar', { name: 'Food' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    )
    const transport = items.filter({ hasText: 'Transport' })
    await expect(transport).toContainText('Over by $30.00')
    await expect(transport.getByRole('progressbar', { name: 'Transport' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )

    await category.selectOption('Food')
    await limit.fill('100')
    await page.getByRole('button', { name: 'Save Budget' }).click()
    await expect(food).toContainText('$150.50 of $100.00')
    expect(await stored<{ category: string; limit: string }[]>(page, `budgets_${ada.id}`)).toEqual([
      { category: 'Food', limit: '100.00', updatedAt: expect.any(String) },
      { category: 'Transport', limit: '50.00', updatedAt: expect.any(String) },
    ])

    await page.getByRole('button', { name: 'Remove Transport budget' }).click()
    await expect(items).toHaveCount(1)
  })

  test('the dashboard shows a Budgets region once a budget exists', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Budgets' })).toHaveCount(0)
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify([{ category: 'Food', limit: '300', updatedAt: '' }]),
        ),
      `budgets_${ada.id}`,
    )
    await page.reload()
    const region = page.getByRole('region', { name: 'Budgets' })
    await expect(region.getByRole('listitem')).toContainText('$150.50 of $300.00')
    await expect(region.getByRole('progressbar', { name: 'Food' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    )
    // "the same items" as /budgets: its Remove button too.
    await region.getByRole('button', { name: 'Remove Food budget' }).click()
    await expect(page.getByRole('region', { name: 'Budgets' })).toHaveCount(0)
    expect(await page.evaluate((key) => localStorage.getItem(key), `budgets_${ada.id}`)).toBe('[]')
  })

  test('/budgets passes axe, fits 375 px and works by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/budgets')
    await page.getByRole('combobox', { name: 'Category' }).focus()
    await page.keyboard.press('Tab')
    await page.keyboard.type('42')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main').getByRole('listitem')).toContainText('$150.50 of $42.00')
    expect(await seriousViolations(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})

test('on a narrow screen the navigation sits behind a Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await seedStorage(page, { users: [ada], signedIn: ada })
  await page.goto('/dashboard')
  const nav = page.getByRole('navigation')
  const menu = nav.getByRole('button', { name: 'Menu' })
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(nav.getByRole('link', { name: 'Budgets' })).toBeHidden()
  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await nav.getByRole('link', { name: 'Recurring' }).click()
  await expect(page.getByRole('heading', { name: 'Recurring transactions' })).toBeVisible()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
