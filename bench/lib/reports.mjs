// /reports (All time, so every record counts whatever its date) from navigation start until
// its three regions are drawn: each chart's SVG and its table.
import { probe, seededPage, timedLoad, TIMEOUT_MS } from './page.mjs'

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
    return { reportsReady: ready }
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
