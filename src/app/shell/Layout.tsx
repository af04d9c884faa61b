import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { prefetchScreens, retryScreens } from '../screens'
import { useAppSelector } from '../../store/hooks'
import { selectCurrentUser } from '../../features/auth/authSlice'
import { SignedOutBar } from '../../features/theme/ThemeToggle'
import { focusScreenTitle } from '../../components/PageHeader'
import { RecoveryNotice } from '../../features/recovery/RecoveryNotice'
import { UndoStatus } from '../../features/undo/UndoStatus'
import { MissedOccurrencesQuestion } from '../../features/recurring'
import { RuleOfferStatus } from '../../features/categories/RuleOfferStatus'
import { WriteFailureNotice } from '../persistence/WriteFailureNotice'
import { NavBar } from './NavBar'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'
import { UpdateBanner } from './UpdateBanner'
import styles from './Layout.module.css'

const MAIN_ID = 'main-content'

/** Every screen: the navigation when someone is signed in (a sidebar on wide screens, which
 * leaves the page the rest of the width), then the page. A screen that fails is replaced by a
 * way out; moving to another route tries again. */
export function Layout() {
  const user = useAppSelector(selectCurrentUser)
  const signedIn = user !== null
  const { pathname } = useLocation()
  // Signed in, every screen's code is fetched once this one is idle (never on /login).
  useEffect(() => (signedIn ? prefetchScreens() : undefined), [signedIn])
  return (
    <>
      {/* Signed in, the navigation's controls come before each screen; the first Tab offers a
          way past them. The screen's title takes focus, as when a screen opens. */}
      {user && (
        <a
          href={`#${MAIN_ID}`}
          className={styles.skipLink}
          onClick={(event) => {
            event.preventDefault()
            focusScreenTitle()
          }}
        >
          Skip to main content
        </a>
      )}
      <div className={user ? styles.withNav : styles.withoutNav}>
        {user ? <NavBar user={user} /> : <SignedOutBar />}
        <main id={MAIN_ID} className={styles.main}>
          <UpdateBanner />
          <WriteFailureNotice />
          {user && <UndoStatus />}
          {user && <RuleOfferStatus />}
          {user && <RecoveryNotice />}
          {user && <MissedOccurrencesQuestion />}
          <ScreenErrorBoundary key={pathname} onTryAgain={retryScreens}>
            {/* Only a screen opened before its code arrived shows nothing for that moment. */}
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </main>
      </div>
    </>
  )
}
