import type { Locator, Page } from '@playwright/test'

type SortName = 'Date' | 'Amount' | 'Category'

/** The transactions history at /transactions, found the way a person finds it. */
export class HistoryPage {
  readonly main: Locator
  readonly heading: Locator
  readonly addLink: Locator
  readonly search: Locator
  readonly type: Locator
  readonly category: Locator
  readonly startDate: Locator
  readonly endDate: Locator
  readonly clearAll: Locator
  readonly table: Locator
  /** The body rows: those holding cells rather than column headers. */
  readonly rows: Locator
  readonly dialog: Locator
  readonly emptyState: Locator

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main')
    this.heading = this.main.getByRole('heading', { name: 'Transactions', exact: true })
    this.addLink = this.main.getByRole('link', { name: 'Add Transaction', exact: true })
    this.search = page.getByRole('searchbox', { name: 'Search' })
    this.type = page.getByRole('combobox', { name: 'Type' })
    this.category = page.getByRole('combobox', { name: 'Category' })
    this.startDate = page.getByLabel('Start Date')
    this.endDate = page.getByLabel('End Date')
    this.clearAll = page.getByRole('button', { name: 'Clear All' })
    this.table = page.getByRole('table')
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') })
    this.dialog = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this transaction?',
    })
    this.emptyState = page.getByText('No transactions found')
  }

  async goto(query = '') {
    await this.page.goto(`/transactions${query}`)
  }

  count(n: number): Locator {
    return this.main.getByRole('heading', { name: `Transactions (${n})`, exact: true })
  }

  region(name: 'Total Income' | 'Total Expenses' | 'Net'): Locator {
    return this.main.getByRole('region', { name, exact: true })
  }

  sortButton(name: SortName): Locator {
    return this.page
      .getByRole('group', { name: 'Sort by' })
      .getByRole('button', { name, exact: true })
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text })
  }

  /** The Description cell of each rendered body row, top to bottom. */
  async descriptions(): Promise<string[]> {
    return this.rows.locator('td:nth-child(2)').allTextContents()
  }
}
