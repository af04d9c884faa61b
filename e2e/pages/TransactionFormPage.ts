import { expect, type Locator, type Page } from '@playwright/test'

export interface FormInput {
  amount?: string
  type?: 'Expense' | 'Income'
  category?: string
  date?: string
  description?: string
}

/** The add/edit transaction form, found the way a person or screen reader finds it. */
export class TransactionFormPage {
  readonly amount: Locator
  readonly type: Locator
  readonly category: Locator
  readonly date: Locator
  readonly description: Locator
  readonly save: Locator
  readonly update: Locator
  readonly delete: Locator
  readonly back: Locator
  readonly dialog: Locator
  readonly notFound: Locator

  constructor(readonly page: Page) {
    this.amount = page.getByRole('spinbutton', { name: 'Amount' })
    this.type = page.getByRole('combobox', { name: 'Type' })
    this.category = page.getByRole('combobox', { name: 'Category' })
    this.date = page.getByLabel('Date', { exact: true })
    this.description = page.getByRole('textbox', { name: 'Description' })
    this.save = page.getByRole('button', { name: 'Save Transaction' })
    this.update = page.getByRole('button', { name: 'Update Transaction' })
    this.delete = page.getByRole('button', { name: 'Delete Transaction' })
    this.back = page.getByRole('button', { name: 'Back', exact: true })
    this.dialog = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this transaction?',
    })
    this.notFound = page.getByRole('status')
  }

  async gotoAdd(): Promise<void> {
    await this.page.goto('/add-transaction')
    await expect(this.page.getByRole('heading', { name: 'Add New Transaction' })).toBeVisible()
  }

  async gotoEdit(id: string): Promise<void> {
    await this.page.goto(`/edit-transaction/${id}`)
    await expect(this.page.getByRole('heading', { name: 'Edit Transaction' })).toBeVisible()
  }

  async fill(input: FormInput): Promise<void> {
    if (input.amount !== undefined) await this.amount.fill(input.amount)
    if (input.type !== undefined) await this.type.selectOption({ label: input.type })
    if (input.category !== undefined) await this.category.selectOption({ label: input.category })
    if (input.date !== undefined) await this.date.fill(input.date)
    if (input.description !== undefined) await this.description.fill(input.description)
  }

  /** The error text tied to a field by aria-describedby. */
  errorOf(field: Locator): Promise<string | null> {
    return field.evaluate((element) => {
      const id = element.getAttribute('aria-describedby')
      return id ? (document.getElementById(id)?.textContent ?? null) : null
    })
  }

  /** Presses Tab until `target` has focus, as a keyboard user would. */
  async tabTo(target: Locator, maxPresses = 40): Promise<void> {
    for (let i = 0; i < maxPresses; i++) {
      if (await target.evaluate((element) => element === document.activeElement)) return
      await this.page.keyboard.press('Tab')
    }
    await expect(target).toBeFocused()
  }

  /** The stored records of one user, straight from localStorage. */
  stored(userId: string): Promise<Record<string, unknown>[] | null> {
    return this.page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
      `transactions_${userId}`,
    )
  }
}
