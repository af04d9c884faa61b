import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { OWN_IMPORT_FIXTURES } from '../src/test/importFixturePaths'
import { HistoryPage } from './pages/HistoryPage'
import { ImportFlow } from './pages/ImportFlow'
import { ada, seedStorage } from './support/seed'

const own = (name: string) => path.join(OWN_IMPORT_FIXTURES, name)
const SAVINGS_ID = '1750000000000'

/** Ada keeps two accounts, Main and Savings, and no transactions yet. */
async function twoAccounts(page: Page) {
  await seedStorage(page, { transactions: { [ada.id]: [] }, signedIn: ada })
  await page.evaluate(([key, accounts]) => localStorage.setItem(key, JSON.stringify(accounts)), [
    `accounts_${ada.id}`,
    [
      {
        id: 'main',
        name: 'Main',
        type: 'checking',
        opening: '0.00',
        updatedAt: '2026-03-01T00:00:00.000Z',
      },
      {
        id: SAVINGS_ID,
        name: 'Savings',
        type: 'savings',
        opening: '0.00',
        updatedAt: '2026-03-01T00:00:00.000Z',
      },
    ],
  ] as const)
  const history = new HistoryPage(page)
  await history.goto()
  await expect(history.count(0)).toBeVisible()
  return { history, flow: new ImportFlow(page) }
}

function accountsOf(page: Page): Promise<Record<string, number>> {
  return page.evaluate((key) => {
    const records = JSON.parse(localStorage.getItem(key) ?? '[]') as { account?: string }[]
    const counts: Record<string, number> = {}
    for (const { account = '(none)' } of records) counts[account] = (counts[account] ?? 0) + 1
    return counts
  }, `transactions_${ada.id}`)
}

/** A statement without its bank account (no BANKACCTFROM): only the account chosen in the
 * dialog tells its FITIDs apart from another's. */
function statementWithoutAccount(name: string) {
  const row = (fitId: string, amount: string, payee: string) =>
    `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260302<TRNAMT>${amount}<FITID>${fitId}<NAME>${payee}</STMTTRN>`
  const body = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    '',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKTRANLIST>',
    row('T1', '-12.00', 'Corner shop'),
    row('T2', '-3.50', 'Bus'),
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\n')
  return { name, buffer: Buffer.from(body), mimeType: 'application/x-ofx' }
}

test("two accounts' statements whose FITIDs coincide both import whole, each into its account, and the next statement finds its account by itself", async ({
  page,
}) => {
  const { history, flow } = await twoAccounts(page)

  await flow.choose(own('checking.ofx'))
  const account = flow.column('checking.ofx', 'Account')
  await expect(account).toHaveValue('main')
  await expect(account.getByRole('option')).toHaveText(['Main', 'Savings'])
  await flow.importButton('checking.ofx', 4).click()
  await expect(flow.status).toHaveText('Imported 4 transactions.')

  // Savings' FITIDs are 1001 and 1002, as two of Checking's: all of its rows are new.
  await flow.choose(own('savings.ofx'))
  await flow.column('savings.ofx', 'Account').selectOption({ label: 'Savings' })
  await flow.importButton('savings.ofx', 2).click()
  await expect(flow.status).toHaveText('Imported 2 transactions.')
  await expect(history.count(6)).toBeVisible()
  expect(await accountsOf(page)).toEqual({ main: 4, [SAVINGS_ID]: 2 })

  // Each bank account's next statement goes where the last one went, and adds nothing twice.
  await flow.choose(own('savings.ofx'))
  await expect(flow.column('savings.ofx', 'Account')).toHaveValue(SAVINGS_ID)
  await expect(flow.dialog('savings.ofx')).toContainText('0 transactions will be added.')
  await flow.dialog('savings.ofx').getByRole('button', { name: 'Cancel' }).click()
  await flow.choose(own('checking.ofx'))
  await expect(flow.column('checking.ofx', 'Account')).toHaveValue('main')
  await expect(flow.dialog('checking.ofx')).toContainText('0 transactions will be added.')
  await flow.dialog('checking.ofx').getByRole('button', { name: 'Cancel' }).click()

  // Without a bank account in the file, the account chosen in the dialog scopes the FITIDs.
  await flow.choose(statementWithoutAccount('cash-a.ofx'))
  await flow.column('cash-a.ofx', 'Account').selectOption({ label: 'Main' })
  await flow.importButton('cash-a.ofx', 2).click()
  await expect(flow.status).toHaveText('Imported 2 transactions.')
  // It starts on the account used last, Main, where these rows are already.
  await flow.choose(statementWithoutAccount('cash-b.ofx'))
  await expect(flow.dialog('cash-b.ofx')).toContainText('0 transactions will be added.')
  await flow.column('cash-b.ofx', 'Account').selectOption({ label: 'Savings' })
  await expect(flow.dialog('cash-b.ofx')).toContainText('2 transactions will be added.')
  await flow.importButton('cash-b.ofx', 2).click()
  await expect(flow.status).toHaveText('Imported 2 transactions.')
  expect(await accountsOf(page)).toEqual({ main: 6, [SAVINGS_ID]: 4 })
})
