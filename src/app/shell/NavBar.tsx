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
import styles from './NavBar.module.css'

const links = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.addTransaction, label: 'Add Transaction' },
  { to: paths.transactions, label: 'Transactions' },
  { to: paths.budgets, label: 'Budgets' },
  { to: paths.recurring, label: 'Recurring' },
  { to: paths.settings, label: 'Settings' },
]

/** The links sit behind a Menu button on narrow screens (see NavBar.module.css); moving to
 * another page or choosing a link closes it, and so does Escape. */
export function NavBar({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch()
  const { pathname } = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const menuId = useId()
  const menuButton = useRef<HTMLButtonElement>(null)
  function closeOnEscape(event: KeyboardEvent) {
    if (!open || event.key !== 'Escape') return
    setOpenOn(null)
    // Focus may have been on a link the menu now hides.
    menuButton.current?.focus()
  }
  function chose(to: string) {
    if (!open) return
    setOpenOn(null)
    // The page stays, so its title does not take focus by itself, and the chosen link is hidden.
    if (to === pathname) focusScreenTitle()
  }
  return (
    <header className={styles.bar}>
      <nav className={styles.inner} aria-label="Main" onKeyDown={closeOnEscape}>
        <Link to={paths.landing} className={styles.brand}>
          <BrandMark />
          Finance Tracker
        </Link>
        <button
          ref={menuButton}
          type="button"
          className={`${buttonClass('secondary')} ${styles.menuButton}`}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          Menu
        </button>
        {/* Links, not a list: the screens' own lists (budgets, recent transactions) are then
            the only lists and list items on the page, as UI_CONTRACT.md counts them. */}
        <div id={menuId} className={`${styles.links} ${open ? styles.open : ''}`}>
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              onClick={() => chose(link.to)}
              className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
            >
              {link.label}
            </NavLink>
          ))}
        </div>
        <div className={styles.user}>
          <ThemeToggle />
          <span className={styles.userName}>{user.name}</span>
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
