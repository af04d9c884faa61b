import type { Locator, Page } from '@playwright/test'

/** The status naming the last undoable change, with its Undo button. */
export class UndoStatus {
  readonly undo: Locator

  constructor(private readonly page: Page) {
    this.undo = page.getByRole('button', { name: 'Undo', exact: true })
  }

  saying(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text }).filter({ has: this.undo })
  }
}
