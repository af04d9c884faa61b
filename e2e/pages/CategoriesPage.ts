import type { Locator, Page } from '@playwright/test'

type ListName = 'Expense categories' | 'Income categories'

/** /categories: the two lists, the form that adds to them, and the rules that categorise
 * imports, found the way a person finds them. */
export class CategoriesPage {
  readonly heading: Locator
  readonly name: Locator
  readonly type: Locator
  readonly add: Locator
  readonly rules: Locator
  readonly contains: Locator
  readonly setCategory: Locator
  readonly addRule: Locator

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Categories', level: 1 })
    this.name = page.getByRole('textbox', { name: 'Category name' })
    this.type = page.getByRole('combobox', { name: 'Category type' })
    this.add = page.getByRole('button', { name: 'Add Category' })
    this.rules = page.getByRole('region', { name: 'Rules' })
    this.contains = this.rules.getByRole('textbox', { name: 'Description contains' })
    this.setCategory = this.rules.getByRole('combobox', { name: 'Set category' })
    this.addRule = this.rules.getByRole('button', { name: 'Add Rule' })
  }

  async goto() {
    await this.page.goto('/categories')
    await this.heading.waitFor()
  }

  list(name: ListName): Locator {
    return this.page.getByRole('list', { name, exact: true })
  }

  item(list: ListName, category: string): Locator {
    return this.list(list)
      .getByRole('listitem')
      .filter({
        has: this.page.getByRole('button', { name: `Rename ${category}`, exact: true }),
      })
  }

  async addCategory(name: string, type: 'Expense' | 'Income' = 'Expense') {
    await this.name.fill(name)
    await this.type.selectOption({ label: type })
    await this.add.click()
  }

  renameDialog(category: string): Locator {
    return this.page.getByRole('dialog', { name: `Rename ${category}` })
  }

  async rename(category: string, to: string) {
    await this.page.getByRole('button', { name: `Rename ${category}`, exact: true }).click()
    const dialog = this.renameDialog(category)
    await dialog.getByRole('textbox', { name: 'New name' }).fill(to)
    await dialog.getByRole('button', { name: 'Save' }).click()
  }

  async addRuleFor(contains: string, category: string) {
    await this.contains.fill(contains)
    await this.setCategory.selectOption({ label: category })
    await this.addRule.click()
  }

  /** The rules' rows, as text. */
  ruleRows(): Locator {
    return this.rules
      .getByRole('table')
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') })
  }
}
