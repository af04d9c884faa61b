// /dashboard from navigation start until the cards show amounts and both charts are drawn.
import { probe, seededPage, timedLoad, TIMEOUT_MS } from './page.mjs'

export async function measureDashboard(browser, origin, set) {
  const n = set.records.length
  const { context, page } = await seededPage(browser, origin, set.storage, {
    path: '/dashboard',
    kind: 'dashboard',
    count: n,
  })
  try {
    const ready = await timedLoad(
      page,
      '/dashboard',
      n === 0 ? '/dashboard empty state' : '/dashboard cards and charts',
    )
    if (set.checkContract) await checkDashboardContract(page, n)
    return { dashboardReady: ready }
  } finally {
    await context.close()
  }
}

async function checkDashboardContract(page, n) {
  const regions = ['Total Income', 'Total Expenses', 'Current Balance']
  if (n > 0) regions.push('Monthly Overview', 'Expense Categories')
  for (const name of regions) {
    await probe(`region "${name}" by role`, () =>
      page.getByRole('region', { name, exact: true }).waitFor({ timeout: TIMEOUT_MS }),
    )
  }
  if (n === 0) {
    await probe('text "No transactions yet"', () =>
      page.getByText('No transactions yet', { exact: true }).waitFor({ timeout: TIMEOUT_MS }),
    )
  }
}
