// Runs inside the page (installed by addInitScript, serialised by Playwright): it must not
// refer to anything outside itself. It gives the benchmark's evaluate calls `window.__bench`:
// DOM probes by role and accessible name, a MutationObserver-based waiter that time-stamps the
// moment a condition first holds, the long tasks seen since the document started, and the
// browser's own Event Timing entries of real (trusted) input.

export function installProbes(load) {
  const MONEY = /-?\$[\d,]+\.\d{2}/
  const COUNT_HEADING = /^Transactions \(\d+\)$/
  const longTasks = []
  let longTaskObserver = null
  try {
    longTaskObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        longTasks.push({ start: entry.startTime, duration: entry.duration })
      }
    })
    longTaskObserver.observe({ type: 'longtask', buffered: true })
  } catch {
    // No long-task timing in this browser: the figure stays empty rather than wrong.
  }
  // Event Timing: entries of 16 ms or more (the least the API allows), and the first input
  // whatever its duration, so the first interaction of a page always leaves an entry.
  const events = []
  let eventObserver = null
  try {
    eventObserver = new PerformanceObserver((list) => events.push(...list.getEntries()))
    eventObserver.observe({ type: 'event', durationThreshold: 16, buffered: true })
    eventObserver.observe({ type: 'first-input', buffered: true })
  } catch {
    // No Event Timing in this browser: the "as presented" figures stay empty.
  }

  const text = (el) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim()
  const headings = () => document.querySelectorAll('h1,h2,h3,h4,h5,h6,[role="heading"]')
  const named = (el) => {
    const ids = el.getAttribute('aria-labelledby')
    if (ids)
      return ids
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)))
        .join(' ')
    return (el.getAttribute('aria-label') ?? '').trim()
  }
  const bodyHas = (words) => (document.body?.textContent ?? '').includes(words)

  const probes = {
    heading: (name) => [...headings()].find((el) => text(el) === name) ?? null,
    countHeading: () => [...headings()].find((el) => COUNT_HEADING.test(text(el))) ?? null,
    region: (name) =>
      [
        ...document.querySelectorAll(
          'section[aria-labelledby],section[aria-label],[role="region"]',
        ),
      ].find((el) => named(el) === name) ?? null,
    /** The first transaction row: spacer rows of a windowed table are aria-hidden. */
    firstRow: () => document.querySelector('table tbody tr:not([aria-hidden="true"])'),
    text,
    historyReady: (count) =>
      probes.heading(`Transactions (${count})`) !== null &&
      (count === 0 ? bodyHas('No transactions found') : probes.firstRow() !== null),
    /** The accounts table holds `count` rows, each with a balance, and the net worth shows. */
    accountsReady: (count) => {
      const rows = document.querySelectorAll('main table tbody tr')
      if (rows.length !== count || ![...rows].every((row) => MONEY.test(text(row)))) return false
      const label = [...document.querySelectorAll('main span')].find(
        (el) => text(el) === 'Net worth',
      )
      return MONEY.test(text(label?.parentElement))
    },
    dashboardReady: (empty) => {
      const cards = ['Total Income', 'Total Expenses', 'Current Balance'].every((name) =>
        MONEY.test(text(probes.region(name))),
      )
      if (!cards) return false
      if (empty) return bodyHas('No transactions yet')
      return ['Monthly Overview', 'Expense Categories'].every(
        (name) => probes.region(name)?.querySelector('svg rect, svg path') != null,
      )
    },
    /** The three regions each hold their chart's SVG and a table (or the period is empty). */
    reportsReady: (empty) => {
      if (empty) return bodyHas('No transactions in this period')
      return ['Income and expenses', 'Spending by category', 'Net worth'].every((name) => {
        const region = probes.region(name)
        return region?.querySelector('svg rect, svg path') != null && region.querySelector('table')
      })
    },
  }

  /**
   * Resolves with performance.now() at the first DOM mutation after which `check()` holds (or
   * at once if it already does); rejects naming `label` after `timeoutMs`.
   */
  function when(label, check, timeoutMs = 30_000) {
    return new Promise((resolve, reject) => {
      if (check()) {
        resolve(performance.now())
        return
      }
      const observer = new MutationObserver(() => {
        if (!check()) return
        const at = performance.now()
        observer.disconnect()
        clearTimeout(timer)
        resolve(at)
      })
      const timer = setTimeout(() => {
        observer.disconnect()
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${label}`))
      }, timeoutMs)
      observer.observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      })
    })
  }

  /** How many long tasks ran between `from` and `until` (ms since navigation start; a task
   * counts when any of it falls between them), their total and the largest. */
  function longTasksIn(from, until) {
    if (longTaskObserver) {
      for (const entry of longTaskObserver.takeRecords()) {
        longTasks.push({ start: entry.startTime, duration: entry.duration })
      }
    }
    const durations = longTasks
      .filter((t) => t.start < until && t.start + t.duration > from)
      .map((t) => t.duration)
    return {
      count: durations.length,
      total: durations.reduce((sum, d) => sum + d, 0),
      largest: durations.length === 0 ? 0 : Math.max(...durations),
    }
  }

  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

  /** Resolves when the main thread next has idle time: nothing left to do for the last load. */
  const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 }))

  /**
   * The one interaction that started after `since` (ms since navigation start) among entries
   * named in `types`, once the browser has reported it: its interactionId, its duration (the
   * longest of its entries, as INP counts it) and the entries themselves. Chromium gives
   * `input` no interactionId, so an `input` of the listed types counts when it started before
   * the interaction's next paint. Rejects naming `label` if no entry comes within `timeoutMs`.
   */
  async function interaction(label, since, types, timeoutMs = 30_000) {
    const flush = () => events.push(...(eventObserver?.takeRecords() ?? []))
    const candidates = () => events.filter((e) => e.startTime >= since && types.includes(e.name))
    const deadline = performance.now() + timeoutMs
    while (!candidates().some((e) => e.interactionId > 0)) {
      if (performance.now() > deadline)
        throw new Error(`no Event Timing entry within ${timeoutMs} ms for ${label}`)
      await pause(20)
      flush()
    }
    // Entries of a later frame (a keyup, say) are reported after their own paint.
    await frame()
    await frame()
    await pause(100)
    flush()
    const ids = [
      ...new Set(
        candidates()
          .map((e) => e.interactionId)
          .filter((id) => id > 0),
      ),
    ]
    if (ids.length !== 1) throw new Error(`${ids.length} interactions instead of one for ${label}`)
    const own = candidates().filter((e) => e.interactionId === ids[0])
    const painted = Math.max(...own.map((e) => e.startTime + e.duration))
    const entries = candidates().filter(
      (e) => e.interactionId === ids[0] || (e.interactionId === 0 && e.startTime < painted),
    )
    const facts = entries.map((e) => ({
      type: e.entryType,
      name: e.name,
      interactionId: e.interactionId,
      startTime: e.startTime,
      duration: e.duration,
      processingStart: e.processingStart,
      processingEnd: e.processingEnd,
    }))
    return {
      interactionId: ids[0],
      duration: Math.max(...entries.map((e) => e.duration)),
      entries: facts,
    }
  }

  /** Sets a form control's value the way typing does, so React's onChange sees it. */
  function setValue(el, value, eventType) {
    const proto = Object.getPrototypeOf(el)
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, value)
    el.dispatchEvent(new Event(eventType, { bubbles: true }))
  }

  const bench = { probes, when, longTasksIn, idle, interaction, setValue, load: null }
  window.__bench = bench

  // The measured load: only on the route under test, not on the page used for seeding.
  if (load && location.pathname === load.path) {
    const checks = {
      history: () => probes.historyReady(load.count),
      accounts: () => probes.accountsReady(load.count),
      dashboard: () => probes.dashboardReady(load.count === 0),
      reports: () => probes.reportsReady(load.count === 0),
    }
    const check = checks[load.kind]
    bench.load = when(`${load.path} ready (${load.kind})`, check, load.timeoutMs)
    // Awaited later by the benchmark; this only keeps an early failure from being "unhandled".
    bench.load.catch(() => {})
  }
}
