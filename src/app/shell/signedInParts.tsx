import { RuleOfferStatus } from '../../features/categories/RuleOfferStatus'
import { RecoveryNotice } from '../../features/recovery/RecoveryNotice'
import { MissedOccurrencesQuestion } from '../../features/recurring'
import { UndoStatus } from '../../features/undo/UndoStatus'

export { NavBar } from './NavBar'
export { catchUpAfterSync, catchUpToday } from '../../features/recurring/catchUp/catchUpRuns'

/** What stands above every signed-in screen: undo, a rule to offer, storage set aside, missed
 * recurring transactions. */
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
