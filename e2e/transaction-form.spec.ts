import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { TransactionFormPage } from './pages/TransactionFormPage'
import { ada, localIsoDate, seedRecord, seedStorage, type SeedRecord } from './support/seed'

const amountMessage = 'Please enter a valid amount greater than 0'

async function signedIn(page: Page, records: SeedRecord[] = []): Promise<TransactionFormPage> {
  await seedStorage(page, { signedIn: ada, transactions: { [ada.id]: records } })
  return new TransactionFormPage(page)
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([])
}

test('add, reopen, edit and delete a transaction', async ({ page }) => {
  const form = await signedIn(page)
  await form.gotoAdd()
  await expect(form.date).toHaveValue(localIsoDate(0))
  await form.fill({
    amount: '12.5',
    type: 'Income',
    category: 'Gift',
    date: '2026-03-01',
    description: 'Birthday',
  })
  await form.save.click()
  await expect(page).toHaveURL(/\/transactions$/)
  const [added] = (await form.stored(ada.id)) ?? []
  expect(added).toMatchObject({
    amount: '12.5', // as typed
    type: 'income',
    category: 'Gift',
    date: '2026-03-01',
    description: 'Birthday',
    userId: ada.id,
  })
  const id = String(added.id)

  await form.gotoEdit(id)
  await expect(form.amount).toHaveValue('12.5')
  await expect(form.type).toHaveValue('income')
  await expect(form.category).toHaveValue('Gift')
  await expect(form.date).toHaveValue('2026-03-01')
  await expect(form.description).toHaveValue('Birthday')

  await form.fill({ amount: '30', description: 'Birthday gift' })
  await form.update.click()
  await expect(page).toHaveURL(/\/transactions$/)
  expect(await form.stored(ada.id)).toEqual([
    { ...added, amount: '30', description: 'Birthday gift', updatedAt: expect.any(String) },
  ])

  await form.gotoEdit(id)
  await form.delete.click()
  await expect(form.dialog).toBeVisible()
  await form.dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(form.dialog).toBeHidden()
  await expect(form.delete).toBeFocused()
  expect(await form.stored(ada.id)).toHaveLength(1)

  await form.delete.click()
  await form.dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(/\/transactions$/)
  expect(await form.stored(ada.id)).toEqual([])
})

test('shows the app messages, not the browser bubble, and saves nothing', async ({ page }) => {
  const form = await signedIn(page)
  await form.gotoAdd()
  for (const amount of ['-1', '1.234', '0']) {
    await form.fill({ amount })
    await form.save.click()
    await expect(form.amount).toHaveAttribute('aria-invalid', 'true')
    expect(await form.errorOf(form.amount)).toBe(amountMessage)
  }
  expect(await form.errorOf(form.category)).toBe('Please select a category')
  await form.fill({ amount: '5' })
  await expect(form.amount).not.toHaveAttribute('aria-invalid')
  await expect(form.category).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/add-transaction$/)
  expect(await form.stored(ada.id)).toEqual([])
})

test('refuses a date outside 1900 to 2100, in the add and the edit form', async ({ page }) => {
  const lunch = seedRecord(1, { date: '2026-03-01', description: 'Lunch' })
  const form = await signedIn(page, [lunch])
  const rangeMessage = 'Please enter a date between 1900 and 2100'
  await form.gotoAdd()
  await form.fill({ amount: '9.99', category: 'Food', date: '0026-04-10' })
  await page.getByRole('combobox', { name: 'Repeat' }).selectOption({ label: 'Every month' })
  await form.save.click()
  await expect(form.date).toHaveAttribute('aria-invalid', 'true')
  expect(await form.errorOf(form.date)).toBe(rangeMessage)
  await expect(page).toHaveURL(/\/add-transaction$/)

  await form.gotoEdit(lunch.id)
  await form.fill({ date: '2101-01-01' })
  await form.update.click()
  await expect(form.date).toHaveAttribute('aria-invalid', 'true')
  expect(await form.errorOf(form.date)).toBe(rangeMessage)
  await form.fill({ date: '2100-12-31' })
  await expect(form.date).not.toHaveAttribute('aria-invalid')
  await form.update.click()
  await expect(page).toHaveURL(/\/transactions$/)
  expect(await form.stored(ada.id)).toEqual([
    { ...lunch, date: '2100-12-31', updatedAt: expect.any(String) },
  ])
  expect(await page.evaluate((key) => localStorage.getItem(key), `recurring_${ada.id}`)).toBeNull()
})

test('keeps a category of the other type visible when the type changes', async ({ page }) => {
  const form = await signedIn(page)
  await form.gotoAdd()
  await form.fill({ amount: '8', category: 'Food' })
  await form.fill({ type: 'Income' })
  await expect(form.category).toHaveValue('Food')
  await expect(form.category.locator('option:checked')).toHaveText('Food')
  await form.save.click()
  await expect(page).toHaveURL(/\/transactions$/)
  expect(await form.stored(ada.id)).toEqual([
    expect.objectContaining({ type: 'income', category: 'Food' }),
  ])
})

test('never writes for an unknown id or for another person', async ({ page }) => {
  const bob = { ...ada, id: '1800000000000', name: 'Bob', email: 'bob@example.com' }
  const bobs = seedRecord(1, { userId: bob.id, description: 'Bob only' })
  const adas = seedRecord(2)
  await seedStorage(page, {
    users: [ada, bob],
    transactions: { [ada.id]: [adas], [bob.id]: [bobs] },
    signedIn: ada,
  })
  const form = new TransactionFormPage(page)
  await form.gotoEdit(bobs.id)
  await expect(form.notFound).toContainText('Transaction not found')
  await expect(form.description).toHaveValue('')
  await form.fill({ amount: '1', category: 'Food' })
  await form.update.click()
  await expect(page).toHaveURL(/\/transactions$/)
  expect(await form.stored(bob.id)).toEqual([bobs])
  expect(await form.stored(ada.id)).toEqual([adas])
})

test.describe('west of Greenwich in the evening', () => {
  test.use({ timezoneId: 'America/Los_Angeles' })

  test('defaults the date to the local day, not the UTC one', async ({ page }) => {
    const form = await signedIn(page)
    await page.clock.setFixedTime(new Date('2026-03-02T05:30:00Z'))
    await form.gotoAdd()
    await expect(form.date).toHaveValue('2026-03-01')
  })
})

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('stores and shows a 10,000-character description without side scrolling', async ({
    page,
  }) => {
    const description = 'word'.repeat(2_500)
    const form = await signedIn(page)
    await form.gotoAdd()
    await form.fill({ amount: '2', category: 'Food', description })
    await form.save.click()
    await expect(page).toHaveURL(/\/transactions$/)
    const [saved] = (await form.stored(ada.id)) ?? []
    expect(saved.description).toBe(description)

    await form.gotoEdit(String(saved.id))
    await expect(form.description).toHaveValue(description)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    const box = await form.description.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(375)
  })
})

test.describe('keyboard only', () => {
  test('adds a transaction without a mouse', async ({ page }) => {
    const form = await signedIn(page)
    await form.gotoAdd()
    await form.tabTo(form.amount)
    await page.keyboard.type('42.50')
    await form.tabTo(form.category)
    await page.keyboard.type('Food')
    await expect(form.category).toHaveValue('Food')
    await form.tabTo(form.description)
    await page.keyboard.type('Groceries')
    await form.tabTo(form.save)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/transactions$/)
    expect(await form.stored(ada.id)).toEqual([
      expect.objectContaining({
        amount: '42.50',
        type: 'expense',
        category: 'Food',
        date: localIsoDate(0),
        description: 'Groceries',
      }),
    ])
  })

  test('deletes a transaction without a mouse, after backing out once', async ({ page }) => {
    const record = seedRecord(1)
    const form = await signedIn(page, [record])
    await form.gotoEdit(record.id)
    await form.tabTo(form.delete)
    await page.keyboard.press('Enter')
    await expect(form.dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(form.dialog).toBeHidden()
    await expect(form.delete).toBeFocused()
    expect(await form.stored(ada.id)).toEqual([record])

    await page.keyboard.press('Space')
    await expect(form.dialog).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(form.dialog.getByRole('button', { name: 'Delete' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/transactions$/)
    expect(await form.stored(ada.id)).toEqual([])
    // The form is gone: a keyboard user goes on from the history's title.
    await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeFocused()
  })
})

test.describe('accessibility', () => {
  test('the empty add form', async ({ page }) => {
    const form = await signedIn(page)
    await form.gotoAdd()
    await expectNoSeriousViolations(page)
  })

  test('the add form showing every error', async ({ page }) => {
    const form = await signedIn(page)
    await form.gotoAdd()
    await form.date.fill('')
    await form.save.click()
    await expect(form.date).toHaveAttribute('aria-invalid', 'true')
    await expectNoSeriousViolations(page)
  })

  test('the edit form and its dialog', async ({ page }) => {
    const record = seedRecord(1, { description: 'Lunch' })
    const form = await signedIn(page, [record])
    await form.gotoEdit(record.id)
    await expectNoSeriousViolations(page)
    await form.delete.click()
    await expect(form.dialog).toBeVisible()
    await expectNoSeriousViolations(page)
  })
})
