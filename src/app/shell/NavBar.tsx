import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { paths } from '../../config/paths'
import { useAppDispatch } from '../../store/hooks'
import { logOut } from '../../features/auth/authThunks'
import type { SessionUser } from '../../features/auth/userRecords'
import { ThemeToggle } from '../../features/theme/ThemeToggle'
import { BrandMark } from '../../components/BrandMark'
import { focusScreenTitle } from '../../components/PageHeader'
import { buttonClass } from '../../components/buttonClass'
import { NavGroups } from './NavGroups'
import styles from './NavBar.module.css'

/** A sidebar from 64rem; below, a bar whose links sit behind a Menu button (NavBar.module.css).
 * Add Transaction stays in sight at every width. Moving to another page or choosing a link
 * closes the menu, and so does Escape. */
export function NavBar({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  // Closed by any move to another page, and still closed on coming back to this one (Back).
  const [shownOn, setShownOn] = useState(pathname)
  if (shownOn !== pathname) {
    setShownOn(pathname)
    setOpen(false)
  }
  const menuId = useId()
  const menuButton = useRef<HTMLButtonElement>(null)
  function closeOnEscape(event: KeyboardEvent) {
    if (!open || event.key !== 'Escape') return
    setOpen(false)
    // Focus may have been on a link the menu now hides.
    menuButton.current?.focus()
  }
  function chose(to: string) {
    if (!open) return
    setOpen(false)
    // The page stays, so its title does not take focus by itself, and the chosen link is hidden.
    if (to === pathname) focusScreenTitle()
  }
  return (
    <header className={styles.bar}>
      <nav className={styles.nav} aria-label="Main" onKeyDown={closeOnEscape}>
        <Link to={paths.landing} className={styles.brand}>
          <BrandMark />
          <span className={styles.brandName}>Finance Tracker</span>
        </Link>
        <NavLink
          to={paths.addTransaction}
          end
          className={buttonClass('primary')}
          onClick={() => chose(paths.addTransaction)}
        >
          Add Transaction
        </NavLink>
        <button
          ref={menuButton}
          type="button"
          className={`${buttonClass('secondary')} ${styles.menuButton}`}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          Menu
        </button>
        <NavGroups id={menuId} open={open} onChoose={chose} />
        <div className={styles.user}>
          <span className={styles.userName}>{user.name}</span>
          <ThemeToggle />
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => dispatch(logOut())}
          >
            Logout
          </button>
        </div>
      </nav>
    </header>
  )
}
