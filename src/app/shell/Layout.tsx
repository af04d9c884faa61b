import { Suspense, useEffect, type ReactNode } from 'react'
import { prefetchScreens } from '../screens'
import { useAppSelector } from '../../store/hooks'
import { selectCurrentUser } from '../../features/auth/authSlice'
import { SignedOutBar } from '../../features/theme/ThemeToggle'
import { ScreenArea } from './ScreenArea'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'
import { signedInNav, signedInNotices } from './signedInShell'
import styles from './Layout.module.css'

/** A part whose code is in the signed-in chunk: nothing until it arrives, a way out if it
 * cannot. */
function Fetched({ part }: { part: typeof signedInNav }) {
  return (
    <ScreenErrorBoundary onTryAgain={part.retry}>
      <Suspense fallback={null}>
        <part.Component />
      </Suspense>
    </ScreenErrorBoundary>
  )
}

/** Every screen: the navigation when someone is signed in (a sidebar on wide screens, which
 * leaves the page the rest of the width), the theme switch otherwise, then the page. The page
 * keeps its place in the tree across a sign-out, so its route guard sees it happen. */
export function Layout() {
  const signedIn = useAppSelector(selectCurrentUser) !== null
  // Signed in, every screen's code is fetched once this one is idle (never on /login).
  useEffect(() => (signedIn ? prefetchScreens() : undefined), [signedIn])
  const notices: ReactNode = signedIn && <Fetched part={signedInNotices} />
  return (
    <div className={signedIn ? styles.withNav : styles.withoutNav}>
      {signedIn ? <Fetched part={signedInNav} /> : <SignedOutBar />}
      <ScreenArea notices={notices} />
    </div>
  )
}
