import { buttonClass } from '../../components/buttonClass'
import styles from '../../components/Notice.module.css'
import { formatIsoDate } from '../../lib/dates'
import { formatSignedMoney } from '../../lib/money'
import type { Transaction } from './model'

interface ChangedElsewhereProps {
  message: string
  current: Transaction
  onOverwrite: () => void
  onTakeLatest: () => void
}

/** The record changed elsewhere after the form opened: the person sees what is saved now and
 * chooses, so neither change is undone without their say. */
export function ChangedElsewhere({
  message,
  current,
  onOverwrite,
  onTakeLatest,
}: ChangedElsewhereProps) {
  const saved = [
    formatSignedMoney(current.amountCents, current.type),
    current.category,
    formatIsoDate(current.date),
    current.description,
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.text}>
        {message} Saved now: {saved}.
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary')} onClick={onOverwrite}>
          Save my changes
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onTakeLatest}>
          Use the saved version
        </button>
      </div>
    </div>
  )
}
