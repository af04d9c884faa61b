import { buttonClass } from '../../components/buttonClass'
import styles from '../../components/Notice.module.css'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { selectWriteFailures, writeFailureDismissed } from './persistenceSlice'

/** Says which background write did not land and what to do, until the person dismisses it. */
export function WriteFailureNotice() {
  const dispatch = useAppDispatch()
  const failures = useAppSelector(selectWriteFailures)
  return failures.map((failure) => (
    <div key={failure.id} className={styles.notice} role="alert">
      <p className={styles.text}>{failure.message}</p>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => dispatch(writeFailureDismissed(failure.id))}
      >
        Dismiss
      </button>
    </div>
  ))
}
