import { Link, NavLink } from 'react-router-dom'
import { paths } from '../app/paths'
import { useAppDispatch } from '../app/hooks'
import { userLoggedOut } from '../features/auth/authSlice'
import type { SessionUser } from '../features/auth/model'
import { ThemeToggle } from '../features/theme/ThemeToggle'
import { BrandMark } from './BrandMark'
import { buttonClass } from './buttonClass'
import styles from './NavBar.module.css'

const links = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.addTransaction, label: 'Add Transaction' },
  { to: paths.transactions, label: 'Transactions' },
]

export function NavBar({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch()
  return (
    <header className={styles.bar}>
      <nav className={styles.inner} aria-label="Main">
        <Link to={paths.landing} className={styles.brand}>
          <BrandMark size={32} />
          Finance Tracker
        </Link>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className={styles.user}>
          <ThemeToggle />
          <span className={styles.userName}>{user.name}</span>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => dispatch(userLoggedOut())}
          >
            Logout
          </button>
        </div>
      </nav>
    </header>
  )
}
