// Runs inside the page (installed by addInitScript, serialised by Playwright): it must not
// refer to anything outside itself. It gives the benchmark's evaluate calls `window.__bench`:
// DOM probes by role and accessible name, a MutationObserver-based waiter that time-stamps the
// moment a condition first holds, and the long tasks seen since the document started.

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

  /** Long-task time among tasks that started before `until` (ms since navigation start). */
  function longTaskMs(until) {
    if (longTaskObserver) {
      for (const entry of longTaskObserver.takeRecords()) {
        longTasks.push({ start: entry.startTime, duration: entry.duration })
      }
    }
    return longTasks.filter((t) => t.start < until).reduce((sum, t) => sum + t.duration, 0)
  }

  /** Sets a form control's value the way typing does, so React's onChange sees it. */
  function setValue(el, value, eventType) {
    const proto = Object.getPrototypeOf(el)
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, value)
    el.dispatchEvent(new Event(eventType, { bubbles: true }))
  }

  const bench = { probes, when, longTaskMs, setValue, load: null }
  window.__bench = bench

  // The measured load: only on the route under test, not on the page used for seeding.
  if (load && location.pathname === load.path) {
    const check =
      load.kind === 'history'
        ? () => probes.historyReady(load.count)
        : () => probes.dashboardReady(load.count === 0)
    bench.load = when(`${load.path} ready (${load.kind})`, check, load.timeoutMs)
    // Awaited later by the benchmark; this only keeps an early failure from being "unhandled".
    bench.load.catch(() => {})
  }
}
