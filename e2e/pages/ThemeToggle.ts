import type { Locator, Page } from '@playwright/test'

/** The theme toggle: in the navigation bar when signed in, in the top corner when signed out.
 * Its name says what pressing it does. */
export class ThemeToggle {
  readonly toDark: Locator
  readonly toLight: Locator

  constructor(scope: Page | Locator) {
    this.toDark = scope.getByRole('button', { name: 'Switch to dark theme' })
    this.toLight = scope.getByRole('button', { name: 'Switch to light theme' })
  }
}

/** The theme on the page, and the choice kept in storage (null: follow the system). */
export async function themeState(
  page: Page,
): Promise<{ applied: string | null; stored: string | null }> {
  return {
    applied: await page.locator('html').getAttribute('data-theme'),
    stored: await page.evaluate(() => localStorage.getItem('theme')),
  }
}
