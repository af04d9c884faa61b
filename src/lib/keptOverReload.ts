/**
 * What the person was typing when they pressed Reload to take a new version: each open form
 * hands in its values, they are kept in this tab's sessionStorage across that one reload, and
 * the form opens with them again (lib/keptFromReload).
 */
export const PREFIX = 'keptOverReload:'

/** The form's key (its route) and what to keep, or null when there is nothing to keep. */
export type Keeper = () => { key: string; value: unknown } | null

const keepers = new Set<Keeper>()

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
