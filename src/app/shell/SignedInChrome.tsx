import { useAppSelector } from '../../store/hooks'
import { selectCurrentUser } from '../../features/auth/authSlice'
import { focusScreenTitle } from '../../components/PageHeader'
import { RecoveryNotice } from '../../features/recovery/RecoveryNotice'
import { UndoStatus } from '../../features/undo/UndoStatus'
import { MissedOccurrencesQuestion } from '../../features/recurring'
import { RuleOfferStatus } from '../../features/categories/RuleOfferStatus'
import { NavBar } from './NavBar'
import { MAIN_ID } from './ScreenArea'
import styles from './Layout.module.css'

/** The navigation (a sidebar on wide screens), after a way past it: its controls come before
 * each screen, so the first Tab offers to skip them, and the screen's title takes focus. */
export function SignedInNav() {
  const user = useAppSelector(selectCurrentUser)
  if (!user) return null
  return (
    <>
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
      <NavBar user={user} />
    </>
  )
}

/** The notices only a signed-in person gets, above each screen. */
export function SignedInNotices() {
  return (
    <>
      <UndoStatus />
      <RuleOfferStatus />
      <RecoveryNotice />
      <MissedOccurrencesQuestion />
    </>
  )
}
