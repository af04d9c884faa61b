import { useId, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { paths } from '../paths'
import { useAppDispatch } from '../hooks'
import { logOut } from '../../features/auth/authThunks'
import type { SessionUser } from '../../storage/userRecords'
import { ThemeToggle } from '../../features/theme/ThemeToggle'
import { BrandMark } from '../../components/BrandMark'
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
 * another page closes it. */
export function NavBar({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch()
  const { pathname } = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const menuId = useId()
  return (
    <header className={styles.bar}>
      <nav className={styles.inner} aria-label="Main">
        <Link to={paths.landing} className={styles.brand}>
          <BrandMark />
          Finance Tracker
        </Link>
        <button
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
