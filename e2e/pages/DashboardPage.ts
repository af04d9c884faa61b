import type { Locator, Page } from '@playwright/test'

type RegionName =
  | 'Total Income'
  | 'Total Expenses'
  | 'Current Balance'
  | 'Monthly Overview'
  | 'Expense Categories'
  | 'Recent Transactions'

/** The dashboard, found by roles and names as UI_CONTRACT.md gives them. */
export class DashboardPage {
  readonly heading: Locator
  readonly addTransaction: Locator
  readonly recentItems: Locator
  readonly viewAll: Locator
  readonly emptyText: Locator
  readonly addFirst: Locator

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Dashboard', level: 1 })
    this.addTransaction = page.getByRole('main').getByRole('link', { name: 'Add Transaction' })
    this.recentItems = this.region('Recent Transactions').getByRole('listitem')
    this.viewAll = this.region('Recent Transactions').getByRole('link', { name: 'View All' })
    this.emptyText = page.getByText('No transactions yet')
    this.addFirst = page.getByRole('link', { name: 'Add your first transaction' })
  }

  async goto() {
    await this.page.goto('/dashboard')
  }

  region(name: RegionName): Locator {
    return this.page.getByRole('region', { name, exact: true })
  }

  chart(name: 'Monthly Overview' | 'Expense Categories'): Locator {
    return this.region(name).locator('svg')
  }

  /** The chart's text alternative, one array of cell texts per body row. */
  async tableRows(name: 'Monthly Overview' | 'Expense Categories'): Promise<string[][]> {
    const rows = this.region(name).getByRole('table').locator('tbody tr')
    const texts: string[][] = []
    for (const row of await rows.all()) texts.push(await row.locator('th, td').allTextContents())
    return texts
  }

  async tableHeaders(name: 'Monthly Overview' | 'Expense Categories'): Promise<string[]> {
    return this.region(name).getByRole('columnheader').allTextContents()
  }

  /** Fills of the pie's slices in drawing order (link lines are unfilled paths). */
  async sliceFills(): Promise<string[]> {
    return this.chart('Expense Categories')
      .locator('path')
      .evaluateAll((paths) =>
        paths.map((path) => path.getAttribute('fill') ?? '').filter((fill) => fill !== 'none'),
      )
  }
}
