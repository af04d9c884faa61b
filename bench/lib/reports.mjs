// /reports (All time, so every record counts whatever its date) from navigation start until
// its three regions are drawn: each chart's SVG and its table. Then a period change, as a
// keyboard user makes it (ArrowUp on the focused "Period": All time → Last 12 months), from the
// keydown's timestamp (Event Timing) until the frame after the "Income and expenses" table shows
// the new months: issue 33's "changing the period presents within 100 ms".
import { probe, seededPage, settle, timedLoad, TIMEOUT_MS } from './page.mjs'

const REGIONS = ['Income and expenses', 'Spending by category', 'Net worth']

export async function measureReports(browser, origin, set) {
  const n = set.records.length
  const { context, page } = await seededPage(browser, origin, set.storage, {
    path: '/reports',
    kind: 'reports',
    count: n,
  })
  try {
    const ready = await timedLoad(
      page,
      '/reports?period=all-time',
      n === 0 ? '/reports empty state' : '/reports regions drawn',
    )
    if (set.checkContract) await checkReportsContract(page, n)
    const periodChange = n === 0 ? null : await measurePeriodChange(page)
    return { reportsReady: ready, ...(periodChange === null ? {} : { periodChange }) }
  } finally {
    await context.close()
  }
}

async function checkReportsContract(page, n) {
  await probe('heading "Reports" by role', () =>
    page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor({ timeout: TIMEOUT_MS }),
  )
  if (n === 0) {
    await probe('text "No transactions in this period"', () =>
      page
        .getByText('No transactions in this period', { exact: true })
        .waitFor({ timeout: TIMEOUT_MS }),
    )
    return
  }
  for (const name of REGIONS) {
    await probe(`region "${name}" with a table by role`, () =>
      page
        .getByRole('region', { name, exact: true })
        .getByRole('table')
        .waitFor({ timeout: TIMEOUT_MS }),
    )
  }
}

async function measurePeriodChange(page) {
  const table = page
    .getByRole('region', { name: 'Income and expenses', exact: true })
    .getByRole('table')
  const period = page.getByRole('combobox', { name: 'Period', exact: true })
  await probe('combobox "Period": focus', () => period.focus({ timeout: TIMEOUT_MS }))
  await settle(page)
  await page.evaluate(() => window.__bench.idle())
  // The frame after the table's first change: the new rows are then on screen.
  await table.evaluate((element) => {
    window.__periodShown = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect()
        requestAnimationFrame(() => resolve(performance.now()))
      })
      observer.observe(element, { childList: true, subtree: true, characterData: true })
    })
  })
  const since = await page.evaluate(() => performance.now())
  await probe('Period: ArrowUp', () => page.keyboard.press('ArrowUp'))
  const shown = await probe('the table shows the new period', () =>
    page.evaluate(() => window.__periodShown),
  )
  const { entries } = await probe('Period: Event Timing', () =>
    page.evaluate(
      ({ since }) =>
        window.__bench.interaction('period change', since, ['keydown', 'input', 'keyup']),
      { since },
    ),
  )
  if ((await period.inputValue()) !== 'last-12-months')
    throw new Error('probe "Period: ArrowUp" failed: the period is not "Last 12 months"')
  const input = Math.min(...entries.map((entry) => entry.startTime))
  return shown - input
}
