import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from '../src/features/categories/defaults'
import { OWN_IMPORT_FIXTURES } from '../src/test/importFixturePaths'
import { CategoriesPage } from './pages/CategoriesPage'
import { HistoryPage } from './pages/HistoryPage'
import { ImportFlow } from './pages/ImportFlow'
import { TransactionFormPage } from './pages/TransactionFormPage'
import { UndoStatus } from './pages/UndoStatus'
import { ada, seedRecord, seedStorage } from './support/seed'

const EXPENSE = [...EXPENSE_CATEGORIES]
const INCOME = [...INCOME_CATEGORIES]

function stored(page: Page, name: string) {
  return page.evaluate((key) => localStorage.getItem(key), `${name}_${ada.id}`)
}

async function names(list: ReturnType<CategoriesPage['list']>) {
  return list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.firstElementChild?.textContent))
}

test('the lists, a category added and one hidden, and the form offering the visible ones', async ({
  page,
}) => {
  const rent = seedRecord(1, { category: 'Rent', description: 'Flat' })
  await seedStorage(page, { transactions: { [ada.id]: [rent] }, signedIn: ada })
  const categories = new CategoriesPage(page)
  await page.goto('/dashboard')
  await page.getByRole('navigation').getByRole('link', { name: 'Categories' }).click()
  await expect(categories.heading).toBeVisible()
  expect(await names(categories.list('Expense categories'))).toEqual(EXPENSE)
  expect(await names(categories.list('Income categories'))).toEqual(INCOME)
  expect(await stored(page, 'categories')).toBeNull()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  await categories.addCategory('food')
  await expect(categories.name).toHaveAccessibleDescription('This category already exists')
  await categories.addCategory('Pets')
  await expect(categories.item('Expense categories', 'Pets')).toBeVisible()
  await categories
    .item('Expense categories', 'Rent')
    .getByRole('button', { name: 'Hide Rent' })
    .click()
  await expect(categories.item('Expense categories', 'Rent')).toContainText('Hidden')
  await expect(page.getByRole('button', { name: 'Show Rent' })).toBeFocused()

  const form = new TransactionFormPage(page)
  await form.gotoAdd()
  await expect(form.category.getByRole('option')).toHaveText([
    'Select a category',
    ...EXPENSE.filter((name) => name !== 'Rent' && name !== 'Misc'),
    'Pets',
    'Misc',
  ])
  await form.gotoEdit(rent.id)
  await expect(form.category).toHaveValue('Rent')

  await categories.goto()
  await page.getByRole('button', { name: 'Show Rent' }).click()
  await expect(categories.item('Expense categories', 'Rent')).not.toContainText('Hidden')
})

test('a rename changes every record, split line and budget, and one Undo takes it back', async ({
  page,
}) => {
  const lunch = seedRecord(1, { category: 'Food', description: 'Lunch' })
  const shop = {
    ...seedRecord(2, { category: 'Split', amount: '10.00', description: 'Shop' }),
    splits: [
      { category: 'Food', amount: '7.50' },
      { category: 'Bills', amount: '2.50' },
    ],
  }
  await seedStorage(page, { transactions: { [ada.id]: [lunch, shop] }, signedIn: ada })
  await page.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify([{ category: 'Food', limit: '300.00' }])),
    `budgets_${ada.id}`,
  )
  const before = await Promise.all(['transactions', 'budgets'].map((name) => stored(page, name)))
  const categories = new CategoriesPage(page)
  await categories.goto()
  await categories.rename('Food', 'Groceries')
  const undo = new UndoStatus(page)
  await expect(undo.saying('Renamed Food to Groceries')).toBeVisible()
  await expect(categories.item('Expense categories', 'Groceries')).toBeVisible()

  const history = new HistoryPage(page)
  await page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).click()
  await expect(history.row('Lunch')).toContainText('Groceries')
  await expect(history.row('Shop')).toContainText('Groceries, Bills')
  expect(JSON.parse((await stored(page, 'budgets')) ?? '[]')).toEqual([
    expect.objectContaining({ category: 'Groceries', limit: '300.00' }),
  ])

  await undo.undo.click()
  await expect(undo.saying('Rename undone')).toBeVisible()
  await expect(history.row('Shop')).toContainText('Food, Bills')
  expect(await Promise.all(['transactions', 'budgets'].map((name) => stored(page, name)))).toEqual(
    before,
  )
  await categories.goto()
  expect(await names(categories.list('Expense categories'))).toEqual(EXPENSE)
})

test('rules categorise an import already in its preview, and an edit offers a new one', async ({
  page,
}) => {
  await seedStorage(page, { transactions: { [ada.id]: [] }, signedIn: ada })
  const categories = new CategoriesPage(page)
  await categories.goto()
  await categories.addRuleFor('coffee', 'Food')
  await categories.addRuleFor('water', 'Transport')
  await categories.addRuleFor('City Water', 'Bills')
  await expect(categories.ruleRows()).toHaveCount(3)

  const history = new HistoryPage(page)
  await history.goto()
  const flow = new ImportFlow(page)
  await flow.choose(path.join(OWN_IMPORT_FIXTURES, 'checking.ofx'))
  await expect(flow.previewRows('checking.ofx')).toContainText([
    'Date',
    /Misc.*ATM WITHDRAWAL MAIN ST/,
    /Food.*BEAN & LEAF COFFEE/,
    /Bills.*CITY WATER UTILITY/,
    /Misc/,
  ])
  await flow.importButton('checking.ofx', 4).click()
  await expect(flow.status).toHaveText('Imported 4 transactions.')
  await expect(history.row('BEAN & LEAF COFFEE')).toContainText('Food')
  await expect(history.row('CITY WATER UTILITY')).toContainText('Bills')

  await history.row('ATM WITHDRAWAL').getByRole('link', { name: 'Edit' }).click()
  const form = new TransactionFormPage(page)
  await form.fill({ category: 'Transport' })
  await form.update.click()
  const offer = page.getByRole('status').filter({ hasText: 'Always use' })
  await expect(offer).toHaveText('Always use Transport for “ATM WITHDRAWAL MAIN ST”?')
  await page.getByRole('button', { name: 'Create rule' }).click()
  await categories.goto()
  await expect(categories.ruleRows().filter({ hasText: 'ATM WITHDRAWAL MAIN ST' })).toContainText(
    'Transport',
  )
})

test('a split with tags: the lines in the history, its filters and totals, the tag in the URL', async ({
  page,
}) => {
  await seedStorage(page, {
    transactions: { [ada.id]: [seedRecord(1, { category: 'Bills', amount: '40.00' })] },
    signedIn: ada,
  })
  const form = new TransactionFormPage(page)
  await form.gotoAdd()
  await form.fill({ amount: '100', description: 'Trip shop' })
  await page.getByRole('button', { name: 'Split' }).click()
  await page.getByRole('combobox', { name: 'Category 1' }).selectOption({ label: 'Food' })
  await page.getByRole('spinbutton', { name: 'Amount 1' }).fill('70')
  await page.getByRole('combobox', { name: 'Category 2' }).selectOption({ label: 'Bills' })
  await page.getByRole('spinbutton', { name: 'Amount 2' }).fill('20')
  await page.getByRole('textbox', { name: 'Tags' }).fill('Vacation, work, vacation')
  await form.save.click()
  await expect(page.getByRole('spinbutton', { name: 'Amount 2' })).toHaveAccessibleDescription(
    'Split amounts must add up to $100.00',
  )
  await page.getByRole('spinbutton', { name: 'Amount 2' }).fill('30')
  await form.save.click()

  const history = new HistoryPage(page)
  await expect(history.count(2)).toBeVisible()
  await expect(history.row('Trip shop')).toContainText('Food, Bills')
  await expect(history.row('Trip shop')).toContainText(/vacation.*work/)
  await page.getByRole('combobox', { name: 'Tag' }).selectOption('vacation')
  await expect(page).toHaveURL(/[?&]tag=vacation/)
  await expect(history.count(1)).toBeVisible()
  await page.reload()
  await expect(history.count(1)).toBeVisible()
  await history.clearAll.click()
  await history.category.selectOption('Bills')
  await expect(history.count(2)).toBeVisible()
  await expect(history.region('Total Expenses')).toContainText('$70.00')
  await expect(history.category.getByRole('option', { name: 'Split' })).toHaveCount(0)
})
