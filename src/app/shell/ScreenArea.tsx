import { Suspense, type ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { retryScreens } from '../screens'
import { WriteFailureNotice } from '../persistence/WriteFailureNotice'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'
import { UpdateBanner } from './UpdateBanner'
import styles from './Layout.module.css'

export const MAIN_ID = 'main-content'

/** The page: the app's notices, then the route's screen. A screen that fails is replaced by a
 * way out; moving to another route tries again. */
export function ScreenArea({ notices }: { notices?: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <main id={MAIN_ID} className={styles.main}>
      <UpdateBanner />
      <WriteFailureNotice />
      {notices}
      <ScreenErrorBoundary key={pathname} onTryAgain={retryScreens}>
        {/* Only a screen opened before its code arrived shows nothing for that moment. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </ScreenErrorBoundary>
    </main>
  )
}
