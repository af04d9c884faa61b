// /accounts from navigation start until every open account's balance and the net worth show.
import { probe, seededPage, timedLoad, TIMEOUT_MS } from './page.mjs'

export async function measureAccounts(browser, origin, set) {
  const { context, page } = await seededPage(browser, origin, set.storage, {
    path: '/accounts',
    kind: 'accounts',
    count: set.accounts,
  })
  try {
    const ready = await timedLoad(
      page,
      '/accounts',
      `/accounts shows ${set.accounts} balances and the net worth`,
    )
    if (set.checkContract) await checkAccountsContract(page, set.accounts)
    return { accountsReady: ready }
  } finally {
    await context.close()
  }
}

async function checkAccountsContract(page, count) {
  await probe('heading "Accounts" by role', () =>
    page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor({ timeout: TIMEOUT_MS }),
  )
  await probe(`table with ${count} account rows by role`, async () => {
    await page.getByRole('table').getByRole('row').nth(count).waitFor({ timeout: TIMEOUT_MS })
    const rows = await page.getByRole('table').getByRole('row').count()
    if (rows !== count + 1) throw new Error(`${rows - 1} account rows`)
  })
  await probe('text "Net worth"', () =>
    page.getByText('Net worth', { exact: true }).waitFor({ timeout: TIMEOUT_MS }),
  )
}
