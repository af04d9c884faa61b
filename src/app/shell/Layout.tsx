import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { prefetchScreens, retryScreens } from '../screens'
import { useAppSelector } from '../../store/hooks'
import { selectAuthStatus, selectCurrentUser } from '../../features/auth/authSlice'
import type { SessionUser } from '../../features/auth/userRecords'
import { SignedOutBar } from '../../features/theme/ThemeToggle'
import { focusScreenTitle } from '../../components/PageHeader'
import { WriteFailureNotice } from '../persistence/WriteFailureNotice'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'
import { signedInChunk } from './signedInChunk'
import { UpdateBanner } from './UpdateBanner'
import styles from './Layout.module.css'

const MAIN_ID = 'main-content'

/** The navigation once its chunk is in; until then an empty box holds its place. */
function SignedInNav({ user }: { user: SessionUser }) {
  const parts = signedInChunk.useChunk()
  return parts ? <parts.NavBar user={user} /> : <div />
}

function SignedInNotices() {
  const parts = signedInChunk.useChunk()
  return parts && <parts.SignedInNotices />
}

/** Every screen: the navigation when someone is signed in (a sidebar on wide screens, which
 * leaves the page the rest of the width), then the page. A screen that fails is replaced by a
 * way out; moving to another route tries again. */
export function Layout() {
  const user = useAppSelector(selectCurrentUser)
  const signedIn = user !== null
  const signingIn = useAppSelector(selectAuthStatus) === 'authenticating'
  const { pathname } = useLocation()
  // The signed-in parts download while the password is checked, not after; not fetched
  // (offline), each screen opened asks again, as screens' own code does.
  const wantsSignedInParts = signedIn || signingIn
  useEffect(() => {
    if (wantsSignedInParts) signedInChunk.load().catch(() => undefined)
  }, [wantsSignedInParts, pathname])
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
            // A screen that failed, or has not arrived yet, has no title: the page itself then.
            if (document.querySelector('main h1')) return focusScreenTitle()
            const main = document.getElementById(MAIN_ID)
            if (!main) return
            main.tabIndex = -1
            main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true })
            main.focus()
          }}
        >
          Skip to main content
        </a>
      )}
      <div className={user ? styles.withNav : styles.withoutNav}>
        {user ? <SignedInNav user={user} /> : <SignedOutBar />}
        <main id={MAIN_ID} className={styles.main}>
          <UpdateBanner />
          <WriteFailureNotice />
          {user && <SignedInNotices />}
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
