import { PREFIX } from './keptOverReload'

/**
 * What forms kept over the reload that brought a new version (lib/keptOverReload): read, and
 * removed, when a form's code first runs after the page loaded, and only when the page was
 * reloaded, so a kept value never comes back later or in another tab. Apart from the keeping,
 * so that only the forms' code carries it.
 */
function readKept(): Map<string, unknown> {
  const found = new Map<string, unknown>()
  try {
    const [navigation] = performance.getEntriesByType('navigation')
    const reloaded = (navigation as PerformanceNavigationTiming | undefined)?.type === 'reload'
    const keys = Object.keys(sessionStorage).filter((key) => key.startsWith(PREFIX))
    for (const key of keys) {
      const raw = sessionStorage.getItem(key)
      sessionStorage.removeItem(key)
      if (reloaded && raw !== null) found.set(key.slice(PREFIX.length), parsed(raw))
    }
  } catch {
    // Without sessionStorage the form opens as it always did.
  }
  return found
}

/** An unreadable value is no value: its form opens as it always did, and the others still
 * get theirs. */
function parsed(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

const kept = readKept()

/** What was kept over the reload for the form at `key`, until `forgetKept(key)`. */
export function keptFor(key: string): unknown {
  return kept.get(key)
}

/** The form has opened with what was kept: a later visit starts afresh. */
export function forgetKept(key: string): void {
  kept.delete(key)
}
