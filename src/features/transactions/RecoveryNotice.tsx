import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { buttonClass } from '../../components/buttonClass'
import styles from '../../components/Notice.module.css'
import { downloadText } from '../../lib/download'
import { discardBackup, readBackup } from './backupThunks'

/** Tells the person that unreadable saved data was set aside, and lets them keep or drop it. */
export function RecoveryNotice() {
  const dispatch = useAppDispatch()
  const backupKey = useAppSelector((state) => state.transactions.backupKey)
  const [discardFailed, setDiscardFailed] = useState(false)
  if (backupKey === null) return null

  function download() {
    const backup = dispatch(readBackup())
    if (backup) downloadText(`${backup.key}.json`, backup.text, 'application/json')
  }

  return (
    <section className={styles.notice} aria-label="Recovered data">
      <p className={styles.text} role="status">
        Some saved transactions could not be read, so they were set aside and everything else opened
        normally. The original data is kept in this browser until you discard it.
        {discardFailed && ' The backup could not be removed; please try again.'}
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('secondary')} onClick={download}>
          Download backup
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => setDiscardFailed(!dispatch(discardBackup()))}
        >
          Discard backup
        </button>
      </div>
    </section>
  )
}
