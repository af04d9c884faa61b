import { readRaw, writeRaw } from '../../storage/localStore'
import { THEME_KEY } from '../../storage/keys'
import { parseThemeChoice, resolveTheme, type Theme } from './theme'

const DARK_QUERY = '(prefers-color-scheme: dark)'
const listeners = new Set<() => void>()
// Where storage refuses the write (full, disabled), the choice still holds for this visit.
let unsavedChoice: Theme | null = null

function systemPrefersDark(): boolean {
  // jsdom and very old browsers have no matchMedia: they get the light theme.
  return window.matchMedia?.(DARK_QUERY).matches ?? false
}

function storedChoice(): Theme | null {
  const raw = readRaw(THEME_KEY)
  return parseThemeChoice(raw.ok ? raw.value : null)
}

/** The theme the choice and the system ask for; storage is read afresh, so it stays the one
 * source of truth across tabs. */
function wantedTheme(): Theme {
  return resolveTheme(unsavedChoice ?? storedChoice(), systemPrefersDark())
}

/** The theme on screen. Read from the page itself, so whatever reads colours from the style
 * sheet (the charts) always agrees with it. */
export function appliedTheme(): Theme {
  return parseThemeChoice(document.documentElement.dataset.theme ?? null) ?? wantedTheme()
}

function applyWantedTheme(): void {
  document.documentElement.dataset.theme = wantedTheme()
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

/** Applies the theme before the first render, then follows the system's preference (while
 * nothing is chosen) and choices made in other tabs. */
export function startTheme(): void {
  applyWantedTheme()
  window.matchMedia?.(DARK_QUERY).addEventListener('change', applyWantedTheme)
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_KEY || event.key === null) applyWantedTheme()
  })
}
