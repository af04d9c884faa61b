import { chooseTheme } from './themeStore'
import { otherTheme, toggleLabel } from './theme'
import { useTheme } from './useTheme'
import styles from './ThemeToggle.module.css'

/** A moon offers the dark theme, a sun the light one. */
function ThemeIcon({ dark }: { dark: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {dark ? (
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      ) : (
        <>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </>
      )}
    </svg>
  )
}

export function ThemeToggle() {
  const theme = useTheme()
  const label = toggleLabel(theme)
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={label}
      title={label}
      onClick={() => chooseTheme(otherTheme(theme))}
    >
      <ThemeIcon dark={theme === 'light'} />
    </button>
  )
}

/** The signed-out screens have no navigation bar, so the toggle gets a corner of its own. */
export function SignedOutBar() {
  return (
    <header className={styles.corner}>
      <ThemeToggle />
    </header>
  )
}
