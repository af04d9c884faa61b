import type { Locator, Page } from '@playwright/test'

/** The status naming the last undoable change, and the Undo button beside it. */
export class UndoStatus {
  readonly undo: Locator

  constructor(private readonly page: Page) {
    this.undo = page.getByRole('button', { name: 'Undo', exact: true })
  }

  /** The status saying exactly `text` and nothing else (UI_CONTRACT.md: the button is next to
   * it, not inside). */
  saying(text: string): Locator {
    const exactly = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
    return this.page.getByRole('status').filter({ hasText: exactly })
  }
}
