// Where the theme comes from and where it goes on the page, without state: the theme store and
// the head script that runs before the first paint (beforePaint.ts) both use it, so they agree.
import { THEME_KEY } from '../../storage/keys'
import { readRaw } from '../../storage/localStore'
import { parseThemeChoice, resolveTheme, type Theme } from './theme'

export const DARK_QUERY = '(prefers-color-scheme: dark)'

function systemPrefersDark(): boolean {
  // jsdom and very old browsers have no matchMedia: they get the light theme.
  return window.matchMedia?.(DARK_QUERY).matches ?? false
}

function storedChoice(): Theme | null {
  const raw = readRaw(THEME_KEY)
  return parseThemeChoice(raw.ok ? raw.value : null)
}

/** The theme the choice and the system ask for. Storage is read afresh, so it stays the one
 * source of truth across tabs; `unsavedChoice` is one that storage refused to keep. */
export function wantedTheme(unsavedChoice: Theme | null = null): Theme {
  return resolveTheme(unsavedChoice ?? storedChoice(), systemPrefersDark())
}

/** tokens.css takes the dark colours from `data-theme="dark"` on <html>. */
export function markPage(theme: Theme): void {
  document.documentElement.dataset.theme = theme
}

export function markedTheme(): Theme | null {
  return parseThemeChoice(document.documentElement.dataset.theme ?? null)
}
