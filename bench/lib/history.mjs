// /transactions: the load, the three script-timed interactions, DOM size, heap, long tasks and
// the floors.
import { TRANSACTIONS_KEY } from './data.mjs'
import { handle, interact, probe, seededPage, settle, timedLoad, TIMEOUT_MS } from './page.mjs'

/** Live JS heap after a full garbage collection. */
async function heapMb(context, page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  return usedSize / 1_048_576
}

/** localStorage + JSON costs of the stored array: the least any load or save can cost. */
function floors(page) {
  return page.evaluate((key) => {
    const t0 = performance.now()
    const list = JSON.parse(localStorage.getItem(key))
    const t1 = performance.now()
    localStorage.setItem(key, JSON.stringify(list))
    const t2 = performance.now()
    return { readParse: t1 - t0, stringifyWrite: t2 - t1 }
  }, TRANSACTIONS_KEY)
}

/** The interactions on /transactions, each on the full list in the default order. */
async function historyInteractions(page, set) {
  const n = set.records.length
  const full = `Transactions (${n})`
  const result = { search: null, sort: null, filter: null }
  const search = await handle(
    'searchbox "Search"',
    page.getByRole('searchbox', { name: 'Search', exact: true }),
  )
  if (set.searchChanges) {
    result.search = await interact(page, `search "${set.letter}"`, search, {
      action: 'input',
      value: set.letter,
      watch: 'count',
    })
    await interact(page, 'search cleared', search, {
      action: 'input',
      value: '',
      watch: 'count',
      expected: full,
    })
  }
  const sortBy = page.getByRole('group', { name: 'Sort by', exact: true })
  const amount = await handle(
    'group "Sort by" > button "Amount"',
    sortBy.getByRole('button', { name: 'Amount', exact: true }),
  )
  const date = await handle(
    'group "Sort by" > button "Date"',
    sortBy.getByRole('button', { name: 'Date', exact: true }),
  )
  if (set.sortChanges) {
    const firstRow = await page.evaluate(() =>
      window.__bench.probes.text(window.__bench.probes.firstRow()),
    )
    result.sort = await interact(page, 'sort "Amount"', amount, { action: 'click', watch: 'row' })
    await interact(page, 'sort "Date" again', date, {
      action: 'click',
      watch: 'row',
      expected: firstRow,
    })
  }
  const type = await handle(
    'combobox "Type"',
    page.getByRole('combobox', { name: 'Type', exact: true }),
  )
  const income = await type.evaluate(
    (select) => [...select.options].find((o) => o.textContent.trim() === 'Income')?.value ?? null,
  )
  if (income === null)
    throw new Error('probe "combobox Type > option Income" failed: no such option')
  if (set.filterChanges) {
    result.filter = await interact(page, 'filter Type = Income', type, {
      action: 'change',
      value: income,
      watch: 'count',
    })
  }
  return result
}

/** /transactions at N: load, DOM size, long tasks, heap, the interactions, the floors. */
export async function measureHistory(browser, origin, set) {
  const n = set.records.length
  const { context, page } = await seededPage(browser, origin, set.storage, {
    path: '/transactions',
    kind: 'history',
    count: n,
  })
  try {
    const ready = await timedLoad(
      page,
      '/transactions',
      `/transactions shows "Transactions (${n})"`,
    )
    await settle(page)
    const { domElements, longTasks, longestTask } = await page.evaluate((until) => {
      const { total, largest } = window.__bench.longTasksIn(0, until)
      return {
        domElements: document.getElementsByTagName('*').length,
        longTasks: total,
        longestTask: largest,
      }
    }, ready)
    const heap = await heapMb(context, page)
    if (set.checkContract) await checkHistoryContract(page, n)
    const interactions = await historyInteractions(page, set)
    const floor = await floors(page)
    return {
      historyReady: ready,
      domElements,
      longTasks,
      longestTask,
      heapMb: heap,
      ...interactions,
      ...floor,
    }
  } finally {
    await context.close()
  }
}

/** The warm-up run double-checks the in-page probes with Playwright's role queries. */
async function checkHistoryContract(page, n) {
  await probe(`heading "Transactions (${n})" by role`, () =>
    page
      .getByRole('heading', { name: `Transactions (${n})`, exact: true })
      .waitFor({ timeout: TIMEOUT_MS }),
  )
  if (n === 0) {
    await probe('text "No transactions found"', () =>
      page.getByText('No transactions found', { exact: true }).waitFor({ timeout: TIMEOUT_MS }),
    )
    return
  }
  await probe('table > first data row by role', () =>
    page.getByRole('table').getByRole('row').nth(1).waitFor({ timeout: TIMEOUT_MS }),
  )
}
