/** What the theme feature offers the others. */
export { type Theme } from './theme'
export { useTheme } from './useTheme'
