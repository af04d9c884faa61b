import { expect, test, type Browser, type Page } from '@playwright/test'
import { SettingsPage } from './pages/SettingsPage'
import { TransactionFormPage } from './pages/TransactionFormPage'
import { storedText } from './support/browserStorage'
import { ada, seedRecord, type SeedRecord } from './support/seed'
import {
  descriptions,
  device,
  editedOnBothWhileApart,
  LIVE,
  PASSWORD,
  serverUser,
} from './support/syncDevices'
import { readServerDocs, SYNC_SERVER_PATH, writeServerDocs } from './support/syncServer'

// UI_CONTRACT.md "End-to-end encrypted sync", against the CouchDB-protocol test server: what the
// server holds is read as its admin reads it.

const PASSPHRASE = 'a long passphrase 4 tests'
const NEW_PASSPHRASE = 'another passphrase, longer'
/** Key derivation (600,000 rounds of PBKDF2) runs at each turn-on: a few seconds on CI. */
const SLOW = { timeout: 30_000 }

test.slow()

async function turnOnEncrypted(page: Page, username: string, passphrase = PASSPHRASE) {
  const settings = new SettingsPage(page)
  await settings.goto()
  await settings.turnOnSync(SYNC_SERVER_PATH, username, PASSWORD, passphrase)
  return settings
}

async function upToDate(settings: SettingsPage) {
  await expect(settings.status).toHaveText('Up to date', SLOW)
}

/** Device A holding `record`, then device B, both syncing encrypted with the passphrase, B
 * holding the record too. */
async function twoDevicesSharing(browser: Browser, username: string, record: SeedRecord) {
  const a = await device(browser, [record])
  const settingsA = await turnOnEncrypted(a.page, username)
  await upToDate(settingsA)
  const b = await device(browser)
  const settingsB = await turnOnEncrypted(b.page, username)
  await upToDate(settingsB)
  await expect.poll(() => descriptions(b.page), LIVE).toEqual([record.description])
  return { a, settingsA, b, settingsB }
}

test('the server holds only ciphertext: no seeded value and no record id in any document', async ({
  browser,
}, testInfo) => {
  const username = await serverUser(testInfo)
  const records = [
    seedRecord(1, { description: 'Dentist Dr Wexford', amount: '187.43', category: 'Health' }),
    seedRecord(2, {
      description: 'Salary Acme Corp',
      amount: '4321.09',
      type: 'income',
      category: 'Salary',
    }),
  ]
  const a = await device(browser, records)
  await upToDate(await turnOnEncrypted(a.page, username))

  const docs = await readServerDocs(username)
  const text = JSON.stringify(docs)
  for (const record of records) {
    for (const value of Object.values(record)) expect(text).not.toContain(String(value))
  }
  for (const field of ['amount', 'description', 'category', 'updatedAt', 'createdAt', 'record']) {
    expect(text).not.toContain(`"${field}"`)
  }
  const sealed = docs.filter((doc) => doc._id !== 'encryption')
  expect(sealed.length).toBeGreaterThanOrEqual(records.length)
  for (const doc of sealed) {
    // A document id shows the kind of record and nothing else.
    expect(doc._id).toMatch(
      /^(transactions|budgets|recurring|accounts|categories|rules):[\w-]{43}$/,
    )
    expect(Object.keys(doc).filter((key) => !key.startsWith('_'))).toEqual(['box'])
  }
  expect(text).not.toContain(PASSPHRASE)
})

test('a second device needs the passphrase: a wrong one syncs nothing either way', async ({
  browser,
}, testInfo) => {
  const username = await serverUser(testInfo)
  const a = await device(browser, [seedRecord(1, { description: 'From A' })])
  await upToDate(await turnOnEncrypted(a.page, username))
  const b = await device(browser, [seedRecord(2, { description: 'From B' })])
  const before = await readServerDocs(username)

  const settingsB = await turnOnEncrypted(b.page, username, 'not the passphrase')
  await expect(settingsB.status).toHaveText('Wrong encryption passphrase', SLOW)
  await settingsB.turnOnSync(SYNC_SERVER_PATH, username, PASSWORD, null)
  await expect(settingsB.status).toHaveText(
    "This server's data is encrypted: enter its passphrase",
    SLOW,
  )
  expect(await descriptions(b.page)).toEqual(['From B'])
  expect((await readServerDocs(username)).map((doc) => doc._rev)).toEqual(
    before.map((doc) => doc._rev),
  )

  await settingsB.turnOnSync(SYNC_SERVER_PATH, username, PASSWORD, PASSPHRASE)
  await upToDate(settingsB)
  await expect.poll(() => descriptions(b.page), LIVE).toEqual(['From A', 'From B'])
  await expect.poll(() => descriptions(a.page), LIVE).toEqual(['From A', 'From B'])

  // A reload does not ask again (the key is kept, not the passphrase); turning off forgets it.
  await b.page.reload()
  await upToDate(settingsB)
  expect(await keptKeyrings(b.page)).toBe(1)
  // The passphrase is kept nowhere; the keys cannot be read out, only used.
  expect(await storedText(b.page)).not.toContain(PASSPHRASE)
  expect(await keysExportable(b.page)).toEqual([false, false])
  await settingsB.turnOff.click()
  await expect(settingsB.status).toHaveText('Sync is off')
  await expect.poll(() => keptKeyrings(b.page)).toBe(0)
})

test('signing in again after the server session ended needs the password, not the passphrase', async ({
  browser,
}, testInfo) => {
  const username = await serverUser(testInfo)
  const a = await device(browser, [seedRecord(1, { description: 'From A' })])
  const settings = await turnOnEncrypted(a.page, username)
  await upToDate(settings)
  await a.context.clearCookies()
  await a.page.reload()
  await expect(settings.status).toHaveText('Sync sign-in failed', SLOW)
  await expect(settings.encrypt).toBeChecked()
  await settings.turnOnSync(SYNC_SERVER_PATH, username, PASSWORD, '')
  await upToDate(settings)
})

test('a document changed on the server is never applied: "Sync error", the record as it was', async ({
  browser,
}, testInfo) => {
  const username = await serverUser(testInfo)
  const a = await device(browser, [seedRecord(1, { description: 'Rent', amount: '900.00' })])
  const settings = await turnOnEncrypted(a.page, username)
  await upToDate(settings)

  const [doc] = (await readServerDocs(username)).filter((one) =>
    one._id.startsWith('transactions:'),
  )
  const box = String(doc.box)
  const flipped = `${box.slice(0, 20)}${box[20] === 'A' ? 'B' : 'A'}${box.slice(21)}`
  await writeServerDocs(username, [{ ...doc, box: flipped }])

  await expect(settings.status).toHaveText('Sync error', LIVE)
  await a.page.waitForTimeout(500)
  const stored = await a.page.evaluate((key) => localStorage.getItem(key), `transactions_${ada.id}`)
  expect(JSON.parse(stored ?? '[]')).toEqual([
    expect.objectContaining({ description: 'Rent', amount: '900.00' }),
  ])
})

test('a passphrase change re-encrypts the server; the other device asks for it, then rejoins', async ({
  browser,
}, testInfo) => {
  const username = await serverUser(testInfo)
  const kept = seedRecord(1, { description: 'Kept through the change' })
  const { a, settingsA, b, settingsB } = await twoDevicesSharing(browser, username, kept)
  const before = (await readServerDocs(username)).filter((doc) => !doc._deleted)

  await settingsA.changePassphraseTo(PASSPHRASE, NEW_PASSPHRASE)
  await upToDate(settingsA)
  await expect(settingsB.status).toHaveText('Wrong encryption passphrase', SLOW)

  // Every record is under a new id, sealed anew; the old documents are gone.
  const after = (await readServerDocs(username)).filter((doc) => !doc._deleted)
  const oldIds = new Set(before.map((doc) => doc._id))
  expect(after.filter((doc) => doc._id !== 'encryption' && oldIds.has(doc._id))).toEqual([])
  expect(after.length).toBe(before.length)
  // Finished: the key check no longer names the keys it replaced.
  expect(after.find((doc) => doc._id === 'encryption')).not.toHaveProperty('previous')

  await settingsB.turnOnSync(SYNC_SERVER_PATH, username, PASSWORD, PASSPHRASE)
  await expect(settingsB.status).toHaveText('Wrong encryption passphrase', SLOW)
  await settingsB.turnOnSync(SYNC_SERVER_PATH, username, PASSWORD, NEW_PASSPHRASE)
  await upToDate(settingsB)
  const form = new TransactionFormPage(b.page)
  await form.gotoAdd()
  await form.fill({ amount: '12', category: 'Food', description: 'After the change' })
  await form.save.click()
  await expect
    .poll(() => descriptions(a.page), LIVE)
    .toEqual(['After the change', 'Kept through the change'])
})

test('a device cut off during a passphrase change sends nothing under its old keys when it reconnects', async ({
  browser,
}, testInfo) => {
  const username = await serverUser(testInfo)
  const kept = seedRecord(1, { description: 'Kept through the change' })
  const { a, settingsA, b, settingsB } = await twoDevicesSharing(browser, username, kept)

  // Cut off while replicating (the app not loaded again, which would check the keys anyway).
  await b.context.route('**/couchdb/**', (route) => route.abort('internetdisconnected'))
  const navigation = b.page.getByRole('navigation', { name: 'Main' })
  await navigation.getByRole('link', { name: 'Add Transaction' }).click()
  const form = new TransactionFormPage(b.page)
  await form.fill({ amount: '7', category: 'Food', description: 'Made while cut off' })
  await form.save.click()
  await navigation.getByRole('link', { name: 'Settings' }).click()
  await expect(settingsB.status).toHaveText('Offline', LIVE)
  await settingsA.changePassphraseTo(PASSPHRASE, NEW_PASSPHRASE)
  await upToDate(settingsA)
  const changed = (await readServerDocs(username)).filter((doc) => !doc._deleted)

  // Back, with the server's feed of changes slow to answer (held back here): the new key check
  // must be read before anything is sent, not wait to come with the pull.
  await b.context.route('**/_changes?*', (route) => route.abort('timedout'))
  await b.context.unroute('**/couchdb/**')
  await settingsB.syncNow.click()
  await expect(settingsB.status).toHaveText('Wrong encryption passphrase', SLOW)
  // Nothing sealed by the old keys reached the server: it holds what the change left.
  expect((await readServerDocs(username)).filter((doc) => !doc._deleted)).toEqual(changed)
  await b.context.unroute('**/_changes?*')

  // Given the new passphrase, the record made while cut off is sent under the new keys.
  await settingsB.turnOnSync(SYNC_SERVER_PATH, username, PASSWORD, NEW_PASSPHRASE)
  await upToDate(settingsB)
  await expect
    .poll(() => descriptions(a.page), LIVE)
    .toEqual(['Kept through the change', 'Made while cut off'])
})

test('encrypted data whose key check was deleted is never joined plainly, until a device that syncs with it puts it back', async ({
  browser,
}, testInfo) => {
  const username = await serverUser(testInfo)
  const a = await device(browser, [seedRecord(1, { description: 'Sealed on the server' })])
  await upToDate(await turnOnEncrypted(a.page, username))
  await a.page.close()
  const check = (await readServerDocs(username)).find((doc) => doc._id === 'encryption')
  await writeServerDocs(username, [{ _id: 'encryption', _rev: check?._rev, _deleted: true }])

  const b = await device(browser)
  const settingsB = await turnOnEncrypted(b.page, username)
  await expect(b.page.getByRole('alert')).toHaveText(
    "This server's data is encrypted, but the record of its passphrase is missing. Open the app on a device that already syncs with it, then try again.",
    SLOW,
  )
  await settingsB.turnOnSync(SYNC_SERVER_PATH, username, PASSWORD)
  await expect(settingsB.status).toHaveText(
    "This server's data is encrypted: enter its passphrase",
    SLOW,
  )
  // Nothing was sent plainly.
  const docs = await readServerDocs(username)
  expect(docs.filter((doc) => !doc._deleted && doc._id !== 'encryption')).toEqual([
    expect.objectContaining({ box: expect.any(String) }),
  ])

  // A opened again (its keys kept) puts the key check back.
  const settingsA = new SettingsPage(await a.context.newPage())
  await settingsA.goto()
  await upToDate(settingsA)
  await settingsB.turnOnSync(SYNC_SERVER_PATH, username, PASSWORD, PASSPHRASE)
  await upToDate(settingsB)
  await expect.poll(() => descriptions(b.page), LIVE).toEqual(['Sealed on the server'])
})

test('the same record edited on both devices while apart ends the same on both', async ({
  browser,
}, testInfo) => {
  const username = await serverUser(testInfo)
  const shared = seedRecord(1, { description: 'Groceries', amount: '40.00' })
  const { a, b } = await twoDevicesSharing(browser, username, shared)

  await editedOnBothWhileApart(a, b, shared.id)
  // The conflict is settled on the devices: one live revision per document.
  await expect
    .poll(async () => (await readServerDocs(username)).some((doc) => doc._conflicts), LIVE)
    .toBe(false)
})

/** How many sets of sync keys the device keeps in IndexedDB. */
function keptKeyrings(page: Page): Promise<number> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'finance-tracker-keys')) return 0
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('finance-tracker-keys')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const count = await new Promise<number>((resolve, reject) => {
      const request = db.transaction('keyrings').objectStore('keyrings').count()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    db.close()
    return count
  })
}

/** Whether each kept key (records, names) can be exported: Web Crypto refuses it when not. */
function keysExportable(page: Page): Promise<boolean[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('finance-tracker-keys')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const [kept] = await new Promise<{ records: CryptoKey; names: CryptoKey }[]>(
      (resolve, reject) => {
        const request = db.transaction('keyrings').objectStore('keyrings').getAll()
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      },
    )
    db.close()
    return Promise.all(
      [kept.records, kept.names].map((key) =>
        crypto.subtle.exportKey('raw', key).then(
          () => true,
          () => false,
        ),
      ),
    )
  })
}
