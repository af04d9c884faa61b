import { expect, test, type Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { NavBar, RegisterPage } from './pages/AuthPages'
import { TransactionFormPage } from './pages/TransactionFormPage'
import { ada, seedRecord, seedStorage } from './support/seed'

type Stored = { id: string; description: string; amount: string; userId: string }

function stored(page: Page, key: string) {
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key)
}

function historyCount(page: Page, count: number) {
  return expect(page.getByRole('heading', { name: `Transactions (${count})` })).toBeVisible()
}

test('two tabs adding, editing and deleting alternately lose nothing', async ({ context }) => {
  const a = await context.newPage()
  await seedStorage(a, { users: [ada], signedIn: ada })
  const b = await context.newPage()
  const formA = new TransactionFormPage(a)
  const formB = new TransactionFormPage(b)

  await formA.gotoAdd()
  await formB.gotoAdd()
  await formA.fill({ amount: '10', category: 'Food', description: 'From A' })
  await formA.save.click()
  await historyCount(a, 1)
  // B has not reloaded: its save must land on top of A's, not replace it.
  await formB.fill({ amount: '20', category: 'Rent', description: 'From B' })
  await formB.save.click()
  await historyCount(b, 2)
  await historyCount(a, 2) // A follows B's write without a reload

  // Each tab now changes a record the other one wrote.
  await a
    .getByRole('row', { name: /From B/ })
    .getByRole('link', { name: 'Edit' })
    .click()
  await formA.amount.fill('25')
  await formA.update.click()
  await historyCount(a, 2)
  await b
    .getByRole('row', { name: /From A/ })
    .getByRole('button', { name: 'Delete' })
    .click()
  await b.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await historyCount(b, 1)
  await historyCount(a, 1)

  const records = (await stored(a, `transactions_${ada.id}`)) as Stored[]
  expect(records.map((r) => [r.description, r.amount])).toEqual([['From B', '25']])
  await expect(a.getByRole('row', { name: /From B/ })).toContainText('-$25.00')
  await expect(b.getByRole('row', { name: /From B/ })).toContainText('-$25.00')
})

test('signing out in one tab signs out the others', async ({ context }) => {
  const a = await context.newPage()
  await seedStorage(a, { users: [ada], signedIn: ada })
  await a.goto('/dashboard')
  const b = await context.newPage()
  await b.goto('/transactions')
  await new NavBar(a).logout.click()
  await expect(b).toHaveURL(/\/login$/)
  await expect(b.getByRole('navigation')).toHaveCount(0)
})

test('a full storage refuses the save visibly and keeps what was typed', async ({ page }) => {
  await seedStorage(page, {
    users: [ada],
    signedIn: ada,
    transactions: { [ada.id]: [seedRecord(1)] },
  })
  const form = new TransactionFormPage(page)
  await form.gotoAdd()
  await page.evaluate(() => {
    // Fill the origin's quota with one test-owned key, then top it up to the last few bytes.
    let chunk = 6_000_000
    let n = 0
    while (chunk >= 1) {
      try {
        localStorage.setItem(`filler${n}`, 'x'.repeat(chunk))
        n += 1
      } catch {
        chunk = Math.floor(chunk / 2)
      }
    }
  })
  await form.fill({ amount: '42.00', category: 'Food', description: 'Will not fit' })
  await form.save.click()

  await expect(page.getByRole('alert')).toContainText("browser's storage is full")
  await expect(page).toHaveURL(/\/add-transaction$/)
  await expect(form.amount).toHaveValue('42.00')
  await expect(form.description).toHaveValue('Will not fit')
  expect(((await stored(page, `transactions_${ada.id}`)) as Stored[]).length).toBe(1)

  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('filler')) localStorage.removeItem(key)
  })
  await page.goto('/transactions')
  await historyCount(page, 1)
})

const corruptions: [string, string][] = [
  ['invalid JSON', '[{"id": "1", "amount": '],
  ['a non-array', '{"id":"1"}'],
  [
    'records with missing or wrong-typed fields',
    JSON.stringify([seedRecord(1, { description: 'Readable' }), { id: 2, amount: 'lots' }, 'text']),
  ],
  [
    "another user's record",
    JSON.stringify([
      seedRecord(1, { description: 'Readable' }),
      seedRecord(2, { userId: 'intruder' }),
    ]),
  ],
]

for (const [name, raw] of corruptions) {
  test(`stored ${name} leaves a usable page and keeps the raw text`, async ({ page }) => {
    await seedStorage(page, { users: [ada], signedIn: ada })
    await page.evaluate((text) => localStorage.setItem('transactions_1700000000000', text), raw)
    await page.goto('/transactions')
    const readable = raw.includes('Readable') ? 1 : 0
    await historyCount(page, readable)
    await expect(page.getByText(/could not be read, so it was set aside/)).toBeVisible()
    expect(
      await page.evaluate(() => localStorage.getItem('transactions_1700000000000.backup')),
    ).toBe(raw)

    await new TransactionFormPage(page).gotoAdd()
    await new TransactionFormPage(page).fill({ amount: '5', category: 'Food' })
    await page.getByRole('button', { name: 'Save Transaction' }).click()
    await historyCount(page, readable + 1)
    await page.getByRole('button', { name: 'Discard backup' }).click()
    expect(
      await page.evaluate(() => localStorage.getItem('transactions_1700000000000.backup')),
    ).toBeNull()
  })
}

test('an amount the first version stored with an exponent ("1e3") opens as $1,000.00', async ({
  page,
}) => {
  // That version stored the number field's text, and a number field takes "1e3".
  const legacy = seedRecord(1, { amount: '1e3', description: 'Laptop' })
  await seedStorage(page, { users: [ada], signedIn: ada, transactions: { [ada.id]: [legacy] } })
  await page.goto('/transactions')
  await historyCount(page, 1)
  await expect(page.getByRole('row', { name: /Laptop/ })).toContainText('-$1,000.00')
  await expect(page.getByText(/could not be read/)).toHaveCount(0)
  expect(await stored(page, `transactions_${ada.id}`)).toEqual([legacy])
})

test('unreadable accounts or session never blank the page', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => {
    localStorage.setItem('users', '{broken')
    localStorage.setItem('currentUser', 'not json')
  })
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
  await page.getByLabel('Password', { exact: true }).fill('secret1')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toContainText('could not be read')
  expect(await page.evaluate(() => localStorage.getItem('users'))).toBe('{broken')
})

for (const format of ['CSV', 'JSON backup'] as const) {
  test(`export as ${format}, then import into a fresh user, gives identical records`, async ({
    page,
  }) => {
    const records = [
      seedRecord(1, { description: 'Rent, "March"', category: 'Rent', amount: '1200.00' }),
      seedRecord(2, {
        description: '=1+2',
        type: 'income',
        category: 'Gift',
        amount: '0.10',
        date: '2024-02-29',
      }),
      seedRecord(3, { description: 'Café\nnotes 🍕', amount: '7.05', date: '2025-12-31' }),
    ]
    await seedStorage(page, { users: [ada], signedIn: ada, transactions: { [ada.id]: records } })
    await page.goto('/transactions')
    await historyCount(page, 3)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Export ${format}` }).click(),
    ])
    const file = await download.path()

    await new NavBar(page).logout.click()
    const register = new RegisterPage(page)
    await register.goto()
    await register.register({ name: 'Grace', email: 'grace@example.com', password: 'cobol59' })
    await expect(page).toHaveURL('/dashboard')
    await page.goto('/transactions')
    await page.getByLabel(/^Import file/).setInputFiles({
      name: download.suggestedFilename(),
      mimeType: format === 'CSV' ? 'text/csv' : 'application/json',
      buffer: await readFile(file),
    })
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('3 transactions will be added.')
    await dialog.getByRole('button', { name: 'Import 3 transactions' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Imported 3 transactions.' }),
    ).toBeVisible()
    await historyCount(page, 3)

    const graceId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { id: string }).id,
    )
    const imported = (await stored(page, `transactions_${graceId}`)) as Record<string, string>[]
    const content = (r: Record<string, string>) =>
      [r.date, r.type, r.category, r.description, r.amount].join('|')
    expect(imported.map(content).sort()).toEqual(
      records.map((r) => content(r as unknown as Record<string, string>)).sort(),
    )
    expect(imported.every((r) => r.userId === graceId)).toBe(true)
  })
}
