/**
 * What the person was typing when they pressed Reload to take a new version: each open form
 * hands in its values, they are kept in this tab's sessionStorage across that one reload, and
 * the form opens with them again. They are read (and removed) as the app starts, and only when
 * the page was reloaded, so a kept value never comes back later or in another tab.
 */
const PREFIX = 'keptOverReload:'

/** The form's key (its route) and what to keep, or null when there is nothing to keep. */
export type Keeper = () => { key: string; value: unknown } | null

const keepers = new Set<Keeper>()

function readKept(): Map<string, unknown> {
  const found = new Map<string, unknown>()
  try {
    const [navigation] = performance.getEntriesByType('navigation')
    const reloaded = (navigation as PerformanceNavigationTiming | undefined)?.type === 'reload'
    const keys = Object.keys(sessionStorage).filter((key) => key.startsWith(PREFIX))
    for (const key of keys) {
      const raw = sessionStorage.getItem(key)
      sessionStorage.removeItem(key)
      if (reloaded && raw !== null) found.set(key.slice(PREFIX.length), JSON.parse(raw))
    }
  } catch {
    // Without sessionStorage (or with an unreadable value) the form opens as it always did.
  }
  return found
}

const kept = readKept()

/** Lets an open form's values be kept over the reload that brings a new version. */
export function keepOverReload(keeper: Keeper): () => void {
  keepers.add(keeper)
  return () => keepers.delete(keeper)
}

/** Just before the reload that brings a new version: every open form's values are kept. */
export function keepForReload(): void {
  for (const keeper of keepers) {
    const entry = keeper()
    if (!entry) continue
    try {
      sessionStorage.setItem(PREFIX + entry.key, JSON.stringify(entry.value))
    } catch {
      // No room: the reload loses what this form held, as every reload did before.
    }
  }
}

/** What was kept over the reload for the form at `key`, until `forgetKept(key)`. */
export function keptFor(key: string): unknown {
  return kept.get(key)
}

/** The form has opened with what was kept: a later visit starts afresh. */
export function forgetKept(key: string): void {
  kept.delete(key)
}
