import type { Locator, Page } from '@playwright/test'

/** The landing page at `/`. */
export class LandingPage {
  readonly heading: Locator
  readonly getStarted: Locator
  /** The logo above the tagline (decorative, so found as the page content's only drawing). */
  readonly brandMark: Locator

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Simplify Spending. Master Saving.' })
    this.getStarted = page.getByRole('link', { name: 'Get Started' })
    this.brandMark = page.getByRole('main').locator('svg')
  }

  async goto() {
    await this.page.goto('/')
  }
}
