import { expect, type Locator, type Page } from '@playwright/test'

/** /accounts: the accounts table, its form and its dialogs, found the way a person finds them. */
export class AccountsPage {
  readonly main: Locator
  readonly table: Locator
  readonly name: Locator
  readonly type: Locator
  readonly opening: Locator
  readonly add: Locator
  readonly transfer: Locator
  readonly transferDialog: Locator

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main')
    this.table = this.main.getByRole('table')
    this.name = page.getByRole('textbox', { name: 'Account name' })
    this.type = page.getByRole('combobox', { name: 'Account type' })
    this.opening = page.getByRole('spinbutton', { name: 'Opening balance' })
    this.add = page.getByRole('button', { name: 'Add Account' })
    this.transfer = this.main.getByRole('button', { name: 'Transfer', exact: true })
    this.transferDialog = page.getByRole('dialog', { name: 'Transfer between accounts' })
  }

  async goto(): Promise<void> {
    await this.page.goto('/accounts')
    await expect(this.page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible()
  }

  async addAccount(name: string, type = 'Checking', opening = ''): Promise<void> {
    await this.name.fill(name)
    await this.type.selectOption({ label: type })
    await this.opening.fill(opening)
    await this.add.click()
    await expect(this.row(name)).toBeVisible()
  }

  /** The table's row of an account, by its name in the first cell. */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({
      has: this.page.getByRole('cell', { name, exact: true }),
    })
  }

  /** Each row's cells as text: name, type, balance. */
  async rows(): Promise<string[][]> {
    const rows = await this.table.getByRole('row').all()
    const texts = await Promise.all(
      rows.slice(1).map((row) => row.getByRole('cell').allTextContents()),
    )
    return texts.map((cells) => cells.slice(0, 3))
  }

  netWorth(): Locator {
    return this.main.getByText('Net worth', { exact: true }).locator('..')
  }

  async moveMoney(from: string, to: string, amount: string, description = ''): Promise<void> {
    await this.transfer.click()
    const dialog = this.transferDialog
    await dialog.getByRole('combobox', { name: 'From account' }).selectOption({ label: from })
    await dialog.getByRole('combobox', { name: 'To account' }).selectOption({ label: to })
    await dialog.getByRole('spinbutton', { name: 'Amount' }).fill(amount)
    await dialog.getByRole('textbox', { name: 'Description' }).fill(description)
    await dialog.getByRole('button', { name: 'Save Transfer' }).click()
    await expect(dialog).toBeHidden()
  }
}
