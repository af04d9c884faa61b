import { useSyncExternalStore } from 'react'
import { appliedTheme, subscribeTheme } from './themeStore'
import type { Theme } from './theme'

/** The theme in force; re-renders when it changes (toggle, system, another tab). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, appliedTheme)
}
