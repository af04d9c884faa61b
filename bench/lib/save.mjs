// From the click on "Save Transaction" until the history shows N+1.
import { todayIso } from './data.mjs'
import { handle, probe, seededPage, TIMEOUT_MS } from './page.mjs'

export async function measureSave(browser, origin, set) {
  const n = set.records.length
  const { context, page } = await seededPage(browser, origin, set.storage, null)
  try {
    await page.goto('/add-transaction')
    await probe('heading "Add New Transaction"', () =>
      page
        .getByRole('heading', { name: 'Add New Transaction', exact: true })
        .waitFor({ timeout: TIMEOUT_MS }),
    )
    await probe('spinbutton "Amount"', () =>
      page.getByRole('spinbutton', { name: 'Amount', exact: true }).fill('42.50'),
    )
    await probe('combobox "Category"', () =>
      page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Food' }),
    )
    await probe('date input "Date"', () =>
      page.getByLabel('Date', { exact: true }).fill(todayIso()),
    )
    await probe('textbox "Description"', () =>
      page.getByRole('textbox', { name: 'Description', exact: true }).fill('Benchmark lunch'),
    )
    const save = await handle(
      'button "Save Transaction"',
      page.getByRole('button', { name: 'Save Transaction', exact: true }),
    )
    const saved = await probe(`save until "Transactions (${n + 1})"`, () =>
      page.evaluate(
        async ({ save, heading }) => {
          const { probes, when } = window.__bench
          const done = when(`heading "${heading}"`, () => probes.heading(heading) !== null)
          const t0 = performance.now()
          save.click()
          return (await done) - t0
        },
        { save, heading: `Transactions (${n + 1})` },
      ),
    )
    return { save: saved }
  } finally {
    await context.close()
  }
}
