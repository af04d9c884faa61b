import type { Locator, Page } from '@playwright/test'
import { plural } from '../../src/lib/plural'

/** "Import…" on the history screen: the file chooser, the preview dialog and the outcome. */
export class ImportFlow {
  readonly fileInput: Locator
  readonly status: Locator
  readonly alert: Locator

  constructor(private readonly page: Page) {
    this.fileInput = page.getByLabel(/^Import file/)
    // The shell's undo status: what the import did (its Undo button is beside it).
    this.status = page.getByRole('status').filter({ hasText: /^Imported / })
    this.alert = page.getByRole('alert')
  }

  /** Chooses a file from disk, or one made in the test. */
  async choose(file: string | { name: string; buffer: Buffer; mimeType?: string }) {
    await this.fileInput.setInputFiles(
      typeof file === 'string' ? file : { mimeType: 'text/plain', ...file },
    )
  }

  dialog(fileName: string): Locator {
    return this.page.getByRole('dialog', { name: `Import ${fileName}` })
  }

  /** The progress of a file being read (its Cancel button is beside it). */
  reading(fileName: string): Locator {
    return this.page.getByRole('progressbar', { name: `Reading ${fileName}` })
  }

  importButton(fileName: string, count: number): Locator {
    const label = `Import ${plural(count, 'transaction')}`
    return this.dialog(fileName).getByRole('button', { name: label, exact: true })
  }

  column(fileName: string, name: string): Locator {
    return this.dialog(fileName).getByRole('combobox', { name, exact: true })
  }

  /** The preview's rows to add, as text. */
  previewRows(fileName: string): Locator {
    return this.dialog(fileName).getByRole('table').getByRole('row')
  }
}
