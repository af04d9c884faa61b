import { Outlet, useLocation } from 'react-router-dom'
import { useAppSelector } from '../app/hooks'
import { selectCurrentUser } from '../features/auth/authSlice'
import { SignedOutBar } from '../features/theme/ThemeToggle'
import { RecoveryNotice } from '../features/transactions/RecoveryNotice'
import { NavBar } from './NavBar'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'
import { UpdateBanner } from './UpdateBanner'
import styles from './Layout.module.css'

/** Every screen: the navigation bar when someone is signed in, then the page. A screen that
 * fails is replaced by a way out; moving to another route tries again. */
export function Layout() {
  const user = useAppSelector(selectCurrentUser)
  const { pathname } = useLocation()
  return (
    <>
      {user ? <NavBar user={user} /> : <SignedOutBar />}
      <main className={styles.main}>
        <UpdateBanner />
        {user && <RecoveryNotice />}
        <ScreenErrorBoundary key={pathname}>
          <Outlet />
        </ScreenErrorBoundary>
      </main>
    </>
  )
}
