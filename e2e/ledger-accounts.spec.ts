import { expect, test, type Page } from '@playwright/test'
import { AccountsPage } from './pages/AccountsPage'
import { HistoryPage } from './pages/HistoryPage'
import { TransactionFormPage } from './pages/TransactionFormPage'
import { UndoStatus } from './pages/UndoStatus'
import { ada, seedRecord, seedStorage } from './support/seed'

const TX_KEY = `transactions_${ada.id}`
const ACCOUNTS_KEY = `accounts_${ada.id}`

function stored<T>(page: Page, key: string): Promise<T> {
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key)
}

/** SPEC.md's records, no account named: $1,000 of salary and $250.50 spent. */
const legacy = [
  seedRecord(1, { type: 'income', category: 'Salary', amount: '1000', description: 'Pay' }),
  seedRecord(2, { category: 'Food', amount: '200.50', description: 'Groceries' }),
  seedRecord(3, { category: 'Bills', amount: '50', description: 'Phone' }),
]

async function seedLegacy(page: Page) {
  await seedStorage(page, { users: [ada], signedIn: ada, transactions: { [ada.id]: legacy } })
}

test('a legacy person has Main, balanced from their records, and every SPEC.md screen as before', async ({
  page,
}) => {
  await seedLegacy(page)
  const before = await stored<unknown[]>(page, TX_KEY)
  const accounts = new AccountsPage(page)
  await accounts.goto()
  expect(await accounts.rows()).toEqual([['Main', 'Checking', '$749.50']])
  await expect(accounts.netWorth()).toContainText('$749.50')

  const history = new HistoryPage(page)
  await history.goto()
  await expect(history.count(3)).toBeVisible()
  await expect(page.getByRole('columnheader')).toHaveText([
    'Date',
    'Description',
    'Category',
    'Type',
    'Amount',
    'Actions',
  ])
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveCount(0)
  await page.goto('/dashboard')
  await expect(page.getByRole('region', { name: 'Current Balance' })).toContainText('$749.50')
  await expect(page.getByRole('region', { name: 'Accounts' })).toHaveCount(0)
  await new TransactionFormPage(page).gotoAdd()
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveCount(0)

  // Looking wrote nothing: the records are as they were, and no accounts key appeared.
  expect(await stored(page, TX_KEY)).toEqual(before)
  expect(await stored(page, ACCOUNTS_KEY)).toBeNull()
})

test('accounts are added with opening balances, Main first, and show everywhere once two are open', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-03-10T10:00:00'))
  await seedLegacy(page)
  const accounts = new AccountsPage(page)
  await accounts.goto()
  await accounts.addAccount('Savings', 'Savings', '100')
  await accounts.addAccount('Visa', 'Credit card', '-250.00')
  expect(await accounts.rows()).toEqual([
    ['Main', 'Checking', '$749.50'],
    ['Savings', 'Savings', '$100.00'],
    ['Visa', 'Credit card', '-$250.00'],
  ])
  await expect(accounts.netWorth()).toContainText('$599.50')

  // Names are unique whatever their case.
  await accounts.name.fill('savings')
  await accounts.add.click()
  await expect(accounts.name).toHaveAccessibleDescription(
    'An account with this name already exists',
  )

  const records = await stored<Record<string, unknown>[]>(page, ACCOUNTS_KEY)
  expect(records.map(({ name, type, opening }) => ({ name, type, opening }))).toEqual([
    { name: 'Main', type: 'checking', opening: '0.00' },
    { name: 'Savings', type: 'savings', opening: '100.00' },
    { name: 'Visa', type: 'credit', opening: '-250.00' },
  ])
  const [, savings] = records

  // The form asks which account; the history shows it and filters by it, in the URL.
  const form = new TransactionFormPage(page)
  await form.gotoAdd()
  const account = page.getByRole('combobox', { name: 'Account' })
  await expect(account).toHaveValue('main')
  await account.selectOption({ label: 'Savings' })
  await form.fill({ amount: '20', category: 'Food', description: 'Market', date: '2026-03-09' })
  await form.save.click()
  await expect(page).toHaveURL(/\/transactions$/)
  const history = new HistoryPage(page)
  await expect(page.getByRole('columnheader')).toHaveText([
    'Date',
    'Description',
    'Category',
    'Account',
    'Type',
    'Amount',
    'Actions',
  ])
  await expect(history.row('Market')).toContainText('Savings')
  await expect(history.row('Groceries')).toContainText('Main')
  await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Savings' })
  await expect(page).toHaveURL(new RegExp(`account=${savings.id}`))
  await expect(history.count(1)).toBeVisible()
  await expect(history.region('Total Expenses')).toContainText('$20.00')

  // The next form starts on the account used last.
  await form.gotoAdd()
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue(String(savings.id))

  await page.goto('/dashboard')
  const region = page.getByRole('region', { name: 'Accounts' })
  await expect(region.getByRole('listitem')).toHaveText([
    'Main$749.50',
    'Savings$80.00',
    'Visa-$250.00',
  ])
  await expect(region).toContainText('Net worth')
  await expect(region).toContainText('$579.50')
})

test('a transfer moves both balances, counts as neither income nor expense, and one Undo restores both halves', async ({
  page,
}) => {
  await seedLegacy(page)
  const accounts = new AccountsPage(page)
  await accounts.goto()
  await accounts.addAccount('Savings', 'Savings')

  // The two accounts must differ.
  await accounts.transfer.click()
  const dialog = accounts.transferDialog
  await dialog.getByRole('combobox', { name: 'To account' }).selectOption({ label: 'Main' })
  await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('5')
  await dialog.getByRole('button', { name: 'Save Transfer' }).click()
  await expect(dialog.getByRole('combobox', { name: 'To account' })).toHaveAccessibleDescription(
    'Choose two different accounts',
  )
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await accounts.moveMoney('Main', 'Savings', '300', 'Rainy day')
  expect(await accounts.rows()).toEqual([
    ['Main', 'Checking', '$449.50'],
    ['Savings', 'Savings', '$300.00'],
  ])
  await expect(accounts.netWorth()).toContainText('$749.50')
  const halves = (await stored<Record<string, unknown>[]>(page, TX_KEY)).filter(
    (record) => record.category === 'Transfer',
  )
  expect(halves).toHaveLength(2)
  const [out, into] = halves
  expect(out).toMatchObject({
    type: 'expense',
    amount: '300.00',
    account: 'main',
    transfer: into.id,
  })
  expect(into).toMatchObject({ type: 'income', amount: '300.00', transfer: out.id })

  // Neither income nor expense: the dashboard and the history's totals are as before.
  await page.goto('/dashboard')
  await expect(page.getByRole('region', { name: 'Total Income' })).toContainText('$1,000.00')
  await expect(page.getByRole('region', { name: 'Total Expenses' })).toContainText('$250.50')
  await expect(page.getByRole('region', { name: 'Current Balance' })).toContainText('$749.50')
  const history = new HistoryPage(page)
  await history.goto()
  await expect(history.count(5)).toBeVisible()
  await expect(history.region('Total Expenses')).toContainText('$250.50')
  await expect(history.rows.filter({ hasText: 'Rainy day' })).toHaveCount(2)

  // Deleting one half deletes both; one Undo brings both back.
  await history.rows
    .filter({ hasText: 'Rainy day' })
    .first()
    .getByRole('button', { name: 'Delete' })
    .click()
  await history.dialog.getByRole('button', { name: 'Delete' }).click()
  const undo = new UndoStatus(page)
  await expect(undo.saying('Transfer deleted')).toBeVisible()
  await expect(history.count(3)).toBeVisible()
  await undo.undo.click()
  await expect(undo.saying('Transfer restored')).toBeVisible()
  await expect(history.count(5)).toBeVisible()
  expect(
    (await stored<Record<string, unknown>[]>(page, TX_KEY)).filter(
      (record) => record.category === 'Transfer',
    ),
  ).toEqual([
    expect.objectContaining({ id: out.id, transfer: into.id }),
    expect.objectContaining({ id: into.id, transfer: out.id }),
  ])

  // Editing one half's amount changes both.
  await history.rows
    .filter({ hasText: 'Rainy day' })
    .first()
    .getByRole('link', { name: 'Edit' })
    .click()
  const form = new TransactionFormPage(page)
  await expect(form.category).toBeDisabled()
  await form.amount.fill('120')
  await form.update.click()
  await expect(page).toHaveURL(/\/transactions/)
  await accounts.goto()
  expect(await accounts.rows()).toEqual([
    ['Main', 'Checking', '$629.50'],
    ['Savings', 'Savings', '$120.00'],
  ])
})

test("a JSON backup's accounts come back with its rows, and one Undo takes back both, Main staying", async ({
  page,
}) => {
  await seedLegacy(page)
  const before = await stored<unknown[]>(page, TX_KEY)
  const history = new HistoryPage(page)
  await history.goto()
  const card = {
    id: '1760000000000',
    name: 'Card',
    type: 'credit',
    opening: '-250.00',
    updatedAt: '2026-03-01T00:00:00.000Z',
  }
  const main = { ...card, id: 'main', name: 'Main', type: 'checking', opening: '0.00' }
  const backup = {
    format: 'finance-tracker-backup',
    version: 1,
    exportedAt: '2026-03-05T00:00:00.000Z',
    accounts: [main, card],
    transactions: [{ ...seedRecord(10, { description: 'Fuel' }), account: card.id }],
  }
  await page.getByLabel(/^Import file/).setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(backup)),
  })
  await page
    .getByRole('dialog', { name: 'Import backup.json' })
    .getByRole('button', { name: 'Import 1 transaction' })
    .click()
  const undo = new UndoStatus(page)
  await expect(undo.saying('Imported 1 transaction.')).toBeVisible()
  await expect(history.row('Fuel')).toContainText('Card')
  // The person's own Main is written first (as when they add an account), then the card.
  expect(await stored(page, ACCOUNTS_KEY)).toEqual([
    expect.objectContaining({ id: 'main', name: 'Main', opening: '0.00' }),
    card,
  ])

  await undo.undo.click()
  await expect(undo.saying('Import undone: 1 transaction removed.')).toBeVisible()
  await expect(history.count(3)).toBeVisible()
  expect(await stored(page, TX_KEY)).toEqual(before)
  expect(await stored(page, ACCOUNTS_KEY)).toEqual([])
  const accounts = new AccountsPage(page)
  await accounts.goto()
  expect(await accounts.rows()).toEqual([['Main', 'Checking', '$749.50']])
})

test('renaming, and closing only at a zero balance; a closed account leaves the lists', async ({
  page,
}) => {
  await seedLegacy(page)
  const accounts = new AccountsPage(page)
  await accounts.goto()
  await accounts.addAccount('Cash box', 'Cash', '20')
  await accounts.addAccount('Wallet', 'Cash')

  await accounts.main.getByRole('button', { name: 'Rename Cash box' }).click()
  const rename = page.getByRole('dialog', { name: 'Rename Cash box' })
  await rename.getByRole('textbox', { name: 'New name' }).fill('wallet')
  await rename.getByRole('button', { name: 'Save' }).click()
  await expect(rename.getByRole('textbox', { name: 'New name' })).toHaveAccessibleDescription(
    'An account with this name already exists',
  )
  await rename.getByRole('textbox', { name: 'New name' }).fill('Jar')
  await rename.getByRole('button', { name: 'Save' }).click()
  await expect(rename).toBeHidden()
  await expect(accounts.row('Jar')).toBeVisible()

  await accounts.main.getByRole('button', { name: 'Close Jar' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Move the balance to another account before closing it',
  )
  await expect(accounts.row('Jar')).toBeVisible()
  await accounts.main.getByRole('button', { name: 'Close Wallet' }).click()
  await expect(accounts.row('Wallet')).toHaveCount(0)
  expect((await stored<Record<string, unknown>[]>(page, ACCOUNTS_KEY))[2]).toMatchObject({
    name: 'Wallet',
    closed: true,
  })
  await page.goto('/transactions')
  const filter = page.getByRole('combobox', { name: 'Account' })
  await expect(filter.getByRole('option')).toHaveText(['All Accounts', 'Main', 'Jar'])
})

test('reconciling shows the difference as it is typed, marks the transactions, and a later change asks first', async ({
  page,
}) => {
  await seedLegacy(page)
  const accounts = new AccountsPage(page)
  await accounts.goto()
  await accounts.main.getByRole('button', { name: 'Reconcile Main' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reconcile Main' })
  await dialog.getByLabel('Statement date').fill('2026-03-01')
  const finish = dialog.getByRole('button', { name: 'Finish reconciliation' })
  await dialog.getByRole('spinbutton', { name: 'Statement balance' }).fill('700')
  await expect(dialog).toContainText('Difference: -$49.50')
  await expect(finish).toBeDisabled()
  await dialog.getByRole('spinbutton', { name: 'Statement balance' }).fill('749.50')
  await expect(dialog).toContainText('Difference: $0.00')
  await finish.click()
  await expect(dialog).toBeHidden()
  const records = await stored<Record<string, unknown>[]>(page, TX_KEY)
  expect(records.map((record) => record.reconciled)).toEqual([true, true, true])
  expect((await stored<Record<string, unknown>[]>(page, ACCOUNTS_KEY))[0]).toMatchObject({
    name: 'Main',
    reconciledTo: '2026-03-01',
  })

  const history = new HistoryPage(page)
  await history.goto()
  await history.row('Phone').getByRole('link', { name: 'Edit' }).click()
  await page.getByRole('spinbutton', { name: 'Amount' }).fill('55')
  await page.getByRole('button', { name: 'Update Transaction' }).click()
  const question = page.getByRole('alertdialog', {
    name: 'This transaction is reconciled. Change it anyway?',
  })
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/edit-transaction/)
  await page.getByRole('button', { name: 'Update Transaction' }).click()
  await question.getByRole('button', { name: 'Change' }).click()
  await expect(page).toHaveURL(/\/transactions/)
  await expect(history.row('Phone')).toContainText('-$55.00')

  await history.row('Pay').getByRole('button', { name: 'Delete' }).click()
  await question.getByRole('button', { name: 'Change' }).click()
  await history.dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(history.count(2)).toBeVisible()
})
