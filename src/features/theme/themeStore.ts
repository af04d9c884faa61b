import { writeRaw } from '../../storage/localStore'
import { THEME_KEY } from '../../storage/keys'
import { DARK_QUERY, markedTheme, markPage, wantedTheme } from './pageTheme'
import type { Theme } from './theme'

const listeners = new Set<() => void>()
// Where storage refuses the write (full, disabled), the choice still holds for this visit.
let unsavedChoice: Theme | null = null

/** The theme on screen. Read from the page itself, so whatever reads colours from the style
 * sheet (the charts) always agrees with it. */
export function appliedTheme(): Theme {
  return markedTheme() ?? wantedTheme(unsavedChoice)
}

function applyWantedTheme(): void {
  markPage(wantedTheme(unsavedChoice))
  listeners.forEach((listener) => listener())
}

export function chooseTheme(theme: Theme): void {
  unsavedChoice = writeRaw(THEME_KEY, theme).ok ? null : theme
  applyWantedTheme()
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Applies the theme before the first render (in a production build, beforePaint.ts did so
 * already before the first paint), then follows the system's preference (while nothing is
 * chosen) and choices made in other tabs. */
export function startTheme(): void {
  applyWantedTheme()
  window.matchMedia?.(DARK_QUERY).addEventListener('change', applyWantedTheme)
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_KEY || event.key === null) applyWantedTheme()
  })
}
