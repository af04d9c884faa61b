import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { RegisterPage } from './pages/AuthPages'
import { HistoryPage } from './pages/HistoryPage'
import { TransactionFormPage } from './pages/TransactionFormPage'
import { ada, seedRecord, seedStorage, type SeedRecord } from './support/seed'

const KEY = `transactions_${ada.id}`
const TRIES = 5

function stored(page: Page, key = KEY): Promise<SeedRecord[] | null> {
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key)
}

/** A page of the same browser that looks at storage after another page has gone. */
async function storageAfterClose(context: BrowserContext, key = KEY) {
  const reader = await context.newPage()
  await reader.goto('/')
  const value = await stored(reader, key)
  await reader.close()
  return value
}

/** Closes the page the way a person closes a tab: no chance to ask, nothing waited for. */
const closeAtOnce = (page: Page) => page.close({ runBeforeUnload: false })

test.describe('closing the tab right after a change keeps it', () => {
  test('Save Transaction', async ({ context }) => {
    const setup = await context.newPage()
    await seedStorage(setup, { users: [ada], signedIn: ada })
    for (let i = 1; i <= TRIES; i++) {
      const page = await context.newPage()
      const form = new TransactionFormPage(page)
      await form.gotoAdd()
      await form.fill({ amount: String(i), category: 'Food', description: `Closed ${i}` })
      await form.save.click({ noWaitAfter: true })
      await closeAtOnce(page)
      const records = await storageAfterClose(context)
      expect(records?.map((r) => r.description)).toContain(`Closed ${i}`)
    }
    expect(await storageAfterClose(context)).toHaveLength(TRIES)
  })

  test('Update Transaction', async ({ context }) => {
    const setup = await context.newPage()
    const record = seedRecord(1, { description: 'Before' })
    await seedStorage(setup, { users: [ada], signedIn: ada, transactions: { [ada.id]: [record] } })
    for (let i = 1; i <= TRIES; i++) {
      const page = await context.newPage()
      const form = new TransactionFormPage(page)
      await form.gotoEdit(record.id)
      await form.fill({ description: `After ${i}` })
      await form.update.click({ noWaitAfter: true })
      await closeAtOnce(page)
      expect((await storageAfterClose(context))?.[0].description).toBe(`After ${i}`)
    }
  })

  test('a confirmed delete among 20,000 records', async ({ context }) => {
    test.setTimeout(120_000)
    const setup = await context.newPage()
    const records = Array.from({ length: 20_000 }, (_, n) => seedRecord(n, { date: '2025-01-01' }))
    const newest = (n: number) =>
      seedRecord(100_000 + n, { date: '2026-01-01', description: `Newest ${n}` })
    records.push(...Array.from({ length: TRIES }, (_, n) => newest(n)))
    await seedStorage(setup, { users: [ada], signedIn: ada, transactions: { [ada.id]: records } })
    for (let i = 0; i < TRIES; i++) {
      const page = await context.newPage()
      const history = new HistoryPage(page)
      await history.goto()
      const row = history.rows.filter({ hasText: /Newest \d/ }).first()
      const description = await row.locator('td:nth-child(2)').textContent()
      await row.getByRole('button', { name: 'Delete' }).click()
      await history.dialog.getByRole('button', { name: 'Delete' }).click({ noWaitAfter: true })
      await closeAtOnce(page)
      const after = await storageAfterClose(context)
      expect(after).toHaveLength(records.length - i - 1)
      expect(after?.map((r) => r.description)).not.toContain(description)
    }
  })

  test('Logout', async ({ context }) => {
    const setup = await context.newPage()
    await seedStorage(setup, { users: [ada] })
    for (let i = 1; i <= TRIES; i++) {
      await setup.evaluate((user) => localStorage.setItem('currentUser', JSON.stringify(user)), {
        id: ada.id,
        name: ada.name,
      })
      const page = await context.newPage()
      await page.goto('/dashboard')
      await page.getByRole('button', { name: 'Logout' }).click({ noWaitAfter: true })
      await closeAtOnce(page)
      expect(await storageAfterClose(context, 'currentUser')).toBeNull()
    }
  })
})

test('a tab with slow timers never puts back what another tab deleted', async ({ context }) => {
  const records = [1, 2, 3].map((n) => seedRecord(n))
  const fast = await context.newPage()
  await seedStorage(fast, { users: [ada], signedIn: ada, transactions: { [ada.id]: records } })
  const slow = await context.newPage()
  // As Chromium runs a background tab's timers: at most about once a second.
  await slow.addInitScript(() => {
    const stretch = <T extends (...args: never[]) => number>(original: T) =>
      ((handler: TimerHandler, delay = 0, ...rest: unknown[]) =>
        original.call(
          window,
          handler as never,
          Math.max(1000, Number(delay)) as never,
          ...(rest as never[]),
        )) as unknown as T
    window.setTimeout = stretch(window.setTimeout)
    window.setInterval = stretch(window.setInterval)
  })
  const slowHistory = new HistoryPage(slow)
  await slowHistory.goto()
  await expect(slowHistory.count(3)).toBeVisible()

  const history = new HistoryPage(fast)
  await history.goto()
  for (const n of [1, 2]) {
    await history.row(`Item ${n}`).getByRole('button', { name: 'Delete' }).click()
    await history.dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(history.row(`Item ${n}`)).toHaveCount(0)
  }
  await expect(slowHistory.count(1)).toBeVisible({ timeout: 10_000 })
  // Long enough for any late write of the slow tab to land.
  await fast.waitForTimeout(3000)
  expect((await stored(fast))?.map((r) => r.description)).toEqual(['Item 3'])
  await expect(history.count(1)).toBeVisible()
})

test('two tabs saving in the same millisecond keep both, with different ids', async ({
  context,
}) => {
  await context.clock.setFixedTime(new Date('2026-03-10T12:00:00'))
  const a = await context.newPage()
  await seedStorage(a, { users: [ada], signedIn: ada })
  const b = await context.newPage()
  const formA = new TransactionFormPage(a)
  const formB = new TransactionFormPage(b)
  await formA.gotoAdd()
  await formB.gotoAdd()
  await formA.fill({ amount: '1', category: 'Food', description: 'From A' })
  await formB.fill({ amount: '2', category: 'Food', description: 'From B' })
  await Promise.all([formA.save.click(), formB.save.click()])
  await expect(new HistoryPage(a).count(2)).toBeVisible()
  await expect(new HistoryPage(b).count(2)).toBeVisible()
  const records = (await stored(a)) ?? []
  expect(records.map((r) => r.description).sort()).toEqual(['From A', 'From B'])
  expect(new Set(records.map((r) => r.id)).size).toBe(2)
  const time = new Date('2026-03-10T12:00:00').getTime()
  expect(records.map((r) => Number(r.id)).sort()).toEqual([time, time + 1])
})

test('three tabs saving in the same millisecond keep all three, with different ids', async ({
  context,
}) => {
  await context.clock.setFixedTime(new Date('2026-03-10T12:00:00'))
  const setup = await context.newPage()
  await seedStorage(setup, { users: [ada], signedIn: ada })
  const tabs = [await context.newPage(), await context.newPage(), await context.newPage()]
  const forms = tabs.map((tab) => new TransactionFormPage(tab))
  for (const [n, form] of forms.entries()) {
    await form.gotoAdd()
    await form.fill({ amount: String(n + 1), category: 'Food', description: `From tab ${n + 1}` })
  }
  await Promise.all(forms.map((form) => form.save.click()))
  for (const tab of tabs) await expect(new HistoryPage(tab).count(3)).toBeVisible()
  const records = (await stored(tabs[0])) ?? []
  expect(records.map((r) => r.description).sort()).toEqual([
    'From tab 1',
    'From tab 2',
    'From tab 3',
  ])
  expect(new Set(records.map((r) => r.id)).size).toBe(3)
})

test('two tabs registering in the same millisecond get different ids and lists', async ({
  context,
}) => {
  await context.clock.setFixedTime(new Date('2026-03-10T12:00:00'))
  const a = await context.newPage()
  const b = await context.newPage()
  const [regA, regB] = [new RegisterPage(a), new RegisterPage(b)]
  await regA.goto()
  await regB.goto()
  // Each page's password hashing waits at a gate until both registrations have started, so they
  // finish together: the session is shared, so a tab that finished first would sign the other in
  // before its registration began.
  for (const page of [a, b]) {
    await page.evaluate(() => {
      const subtle = crypto.subtle
      const deriveBits = subtle.deriveBits.bind(subtle)
      let open: () => void = () => {}
      const gate = new Promise<void>((resolve) => (open = resolve))
      Object.assign(window, { openHashGate: () => open() })
      subtle.deriveBits = async (...args: Parameters<SubtleCrypto['deriveBits']>) => {
        await gate
        return deriveBits(...args)
      }
    })
  }
  await regA.fill({ name: 'Ada', email: 'ada@example.com', password: 'secret1' })
  await regB.fill({ name: 'Bob', email: 'bob@example.com', password: 'secret2' })
  await regA.submit.click()
  await regB.submit.click()
  for (const page of [a, b]) {
    await expect(page.getByRole('button', { name: 'Creating account…' })).toBeVisible()
  }
  await Promise.all(
    [a, b].map((page) =>
      page.evaluate(() => (window as unknown as { openHashGate(): void }).openHashGate()),
    ),
  )
  await expect(a).toHaveURL(/\/dashboard$/)
  await expect(b).toHaveURL(/\/dashboard$/)
  const readUsers = async () =>
    (await a.evaluate(() => JSON.parse(localStorage.getItem('users') ?? '[]'))) as {
      id: string
      email: string
    }[]
  // A tab whose entry a racing write dropped puts it back when that write reaches it.
  await expect
    .poll(async () => (await readUsers()).map((user) => user.email).sort())
    .toEqual(['ada@example.com', 'bob@example.com'])
  const users = await readUsers()
  const time = new Date('2026-03-10T12:00:00').getTime()
  expect(users.map((user) => Number(user.id)).sort()).toEqual([time, time + 1])
  for (const user of users) expect(await stored(a, `transactions_${user.id}`)).toEqual([])
})

test('records sharing an id are both shown, and each is edited and deleted on its own', async ({
  page,
}) => {
  const first = seedRecord(1, { id: '1600000000000', description: 'First copy' })
  const second = seedRecord(2, { id: '1600000000000', description: 'Second copy' })
  await seedStorage(page, {
    users: [ada],
    signedIn: ada,
    transactions: { [ada.id]: [first, second] },
  })
  const history = new HistoryPage(page)
  await history.goto()
  await expect(history.count(2)).toBeVisible()

  await history.row('Second copy').getByRole('link', { name: 'Edit' }).click()
  const form = new TransactionFormPage(page)
  await expect(form.description).toHaveValue('Second copy')
  await form.fill({ description: 'Second copy, edited' })
  await form.update.click()
  await expect(history.count(2)).toBeVisible()
  expect((await stored(page))?.map((r) => r.description)).toEqual([
    'First copy',
    'Second copy, edited',
  ])

  await history.row('First copy').getByRole('button', { name: 'Delete' }).click()
  await history.dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(history.count(1)).toBeVisible()
  expect((await stored(page))?.map((r) => r.description)).toEqual(['Second copy, edited'])
})

test('ids named like Object.prototype members are ordinary records', async ({ page }) => {
  const names = ['constructor', '__proto__', 'toString']
  const records = names.map((id, n) => seedRecord(n, { id, description: `Named ${id}` }))
  await seedStorage(page, { users: [ada], signedIn: ada, transactions: { [ada.id]: records } })
  const history = new HistoryPage(page)
  await history.goto()
  await expect(history.count(3)).toBeVisible()

  const form = new TransactionFormPage(page)
  await form.gotoEdit('constructor')
  await expect(form.description).toHaveValue('Named constructor')
  await form.fill({ description: 'Renamed constructor' })
  await form.update.click()
  await expect(history.row('Renamed constructor')).toHaveCount(1)

  await history.row('Named __proto__').getByRole('button', { name: 'Delete' }).click()
  await history.dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(history.count(2)).toBeVisible()
  expect((await stored(page))?.map((r) => r.id)).toEqual(['constructor', 'toString'])

  const backup = JSON.stringify([seedRecord(9, { id: '__proto__', description: 'Back again' })])
  await page.getByLabel(/^Import file/).setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(backup),
  })
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /^Import 1 transaction/ }).click()
  await expect(history.count(3)).toBeVisible()
  await expect(history.row('Back again')).toHaveCount(1)
})

test('an edit form opened before another tab changed the record says so', async ({ context }) => {
  const record = seedRecord(1, { description: 'Lunch', amount: '12.00' })
  const a = await context.newPage()
  await seedStorage(a, { users: [ada], signedIn: ada, transactions: { [ada.id]: [record] } })
  const b = await context.newPage()
  const formA = new TransactionFormPage(a)
  const formB = new TransactionFormPage(b)
  await formA.gotoEdit(record.id)
  await formB.gotoEdit(record.id)
  await formB.fill({ description: 'Lunch with Bob' })
  await formB.update.click()
  await expect(b).toHaveURL(/\/transactions$/)

  await formA.fill({ amount: '30' })
  await formA.update.click()
  const alert = a.getByRole('alert')
  await expect(alert).toContainText('changed in another tab or on another device')
  await expect(alert).toContainText('Lunch with Bob')
  expect((await stored(a))?.[0]).toMatchObject({ amount: '12.00', description: 'Lunch with Bob' })

  await alert.getByRole('button', { name: 'Save my changes' }).click()
  await expect(a).toHaveURL(/\/transactions$/)
  expect((await stored(a))?.[0]).toMatchObject({ amount: '30', description: 'Lunch with Bob' })
})

test('unreadable data beside an older, different backup never stops saving', async ({ page }) => {
  await seedStorage(page, { users: [ada], signedIn: ada })
  await page.evaluate((key) => {
    localStorage.setItem(`${key}.backup`, 'older damage')
    localStorage.setItem(key, '[{"id": broken')
  }, KEY)
  const form = new TransactionFormPage(page)
  await form.gotoAdd()
  await expect(
    page.getByRole('region', { name: 'Recovered data' }).getByRole('listitem'),
  ).toHaveCount(2)
  await form.fill({ amount: '5', category: 'Food', description: 'Still saves' })
  await form.save.click()
  await expect(new HistoryPage(page).count(1)).toBeVisible()
  const backups = await page.evaluate(
    (key) => [localStorage.getItem(`${key}.backup`), localStorage.getItem(`${key}.backup-2`)],
    KEY,
  )
  expect(backups).toEqual(['older damage', '[{"id": broken'])
  expect((await stored(page))?.map((r) => r.description)).toEqual(['Still saves'])
})

test.describe('a start while another tab writes', () => {
  // Chunks from the service worker's cache would bypass the route that holds the screen back.
  test.use({ serviceWorkers: 'block' })

  test('shows what another tab stored after the records were read ahead', async ({ context }) => {
    const other = await context.newPage()
    await seedStorage(other, {
      users: [ada],
      signedIn: ada,
      transactions: { [ada.id]: [1, 2, 3].map((n) => seedRecord(n)) },
    })
    const page = await context.newPage()
    // The start reads the records ahead while the history's code downloads: hold that code back.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let requested = () => {}
    const screenRequested = new Promise<void>((resolve) => (requested = resolve))
    await page.route(/\/history\.[0-9a-f]+\.js$/, async (route) => {
      requested()
      await held
      await route.continue()
    })
    const history = new HistoryPage(page)
    const opening = history.goto()
    await screenRequested
    // Each step of the reading ahead queues the next before it ends, so the page's first idle
    // moment comes after the last one.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))

    await other.evaluate(
      ([key, record]) => {
        const list = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]
        localStorage.setItem(key, JSON.stringify([...list, record]))
      },
      [KEY, seedRecord(4, { description: 'Added meanwhile' })] as const,
    )
    release()
    await opening

    await expect(history.count(4)).toBeVisible()
    await expect(history.row('Added meanwhile')).toBeVisible()
  })
})
