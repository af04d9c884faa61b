/** The two looks of the app. A choice the person made wins over the system's preference. */
export type Theme = 'light' | 'dark'

/** What localStorage `theme` holds; anything else (absent, edited by hand) is no choice. */
export function parseThemeChoice(raw: string | null): Theme | null {
  return raw === 'light' || raw === 'dark' ? raw : null
}

export function resolveTheme(choice: Theme | null, systemPrefersDark: boolean): Theme {
  return choice ?? (systemPrefersDark ? 'dark' : 'light')
}

export function otherTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark'
}

/** The toggle's name says what pressing it does, so it needs no pressed state. */
export function toggleLabel(current: Theme): string {
  return `Switch to ${otherTheme(current)} theme`
}
