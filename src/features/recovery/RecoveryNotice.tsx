import { useId, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import styles from '../../components/Notice.module.css'
import type { SetAside } from '../../storage/backups'
import type { CollectionName } from '../../storage/keys'
import { selectBackups } from './recoverySlice'
import { discardBackup, downloadBackup } from './recoveryThunks'

const HOLDS: Record<CollectionName, string> = {
  transactions: 'Your transactions',
  budgets: 'Your budgets',
  recurring: 'Your recurring transactions',
  accounts: 'Your accounts',
  categories: 'Your categories',
  rules: 'Your import rules',
}

/** What a backup holds, from its key: `budgets_<id>.backup-2` held the budgets. */
function whatItHolds(backupKey: string): string {
  const collection = backupKey.slice(0, backupKey.indexOf('_'))
  return collection in HOLDS ? HOLDS[collection as CollectionName] : 'Saved data'
}

function BackupItem({ backup }: { backup: SetAside }) {
  const dispatch = useAppDispatch()
  const [discardFailed, setDiscardFailed] = useState(false)
  // The buttons are described by the item's text, so each says which backup it acts on.
  const textId = useId()
  return (
    <li className={styles.notice}>
      <p className={styles.text} id={textId}>
        {`${whatItHolds(backup.backupKey)}: `}
        {backup.kind === 'held'
          ? 'There is no room in this browser to keep a copy of it, so it is held only in this tab: download it before you close the tab.'
          : 'The original data is kept in this browser until you discard it.'}
        {discardFailed && ' The backup could not be removed; please try again.'}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('secondary')}
          aria-describedby={textId}
          onClick={() => dispatch(downloadBackup(backup.backupKey))}
        >
          Download backup
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          aria-describedby={textId}
          onClick={() => setDiscardFailed(!dispatch(discardBackup(backup.backupKey)))}
        >
          Discard backup
        </button>
      </div>
    </li>
  )
}

/** Tells the person that unreadable saved data was set aside, and lets them keep or drop it. */
export function RecoveryNotice() {
  const backups = useAppSelector(selectBackups)
  if (backups.length === 0) return null
  return (
    <section aria-label="Recovered data">
      <p role="status">
        Some saved data could not be read, so it was set aside and everything else opened normally.
      </p>
      <ul className={styles.list}>
        {backups.map((backup) => (
          <BackupItem key={backup.backupKey} backup={backup} />
        ))}
      </ul>
    </section>
  )
}
