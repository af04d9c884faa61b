import { useId, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import { ChangePassphraseDialog } from './ChangePassphraseDialog'
import { SyncForm } from './SyncForm'
import { selectSync, statusTexts } from './syncSlice'
import { syncNow, turnOffSync } from './syncThunks'
import styles from './SyncSection.module.css'

/** The Sync region of the settings: its status, and the form or the running sync's controls. */
export function SyncSection() {
  const dispatch = useAppDispatch()
  const { status, target, on } = useAppSelector(selectSync)
  const headingId = useId()
  // The form stays while its own sign-in runs and after one fails, whatever the status says
  // meanwhile (Connecting…, Offline), so its message and the person's place in it stay; until
  // sync works again (another tab's sign-in, say), when its message is old news.
  const [formInUse, setFormInUse] = useState(false)
  const [changing, setChanging] = useState(false)
  const working = status === 'syncing' || status === 'upToDate'
  if (formInUse && working) setFormInUse(false)
  const refused =
    status === 'authFailed' || status === 'wrongPassphrase' || status === 'passphraseNeeded'
  const asking = !on || refused || formInUse
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Sync</h2>
      <p role="status" className={styles.status} data-status={status}>
        {statusTexts[status]}
      </p>
      <p className={styles.about}>
        Keep one ledger on all your devices, with a copy on your own CouchDB server. Sync sends your
        records to that server only; your password is used to sign in and never kept. Changes made
        offline are sent when the connection returns.
      </p>
      {on && target && (
        <dl className={styles.details}>
          <dt>Server</dt>
          <dd>{target.server}</dd>
          <dt>Username</dt>
          <dd>{target.username}</dd>
        </dl>
      )}
      {asking && <SyncForm target={target} onInUse={setFormInUse} />}
      {on && (
        <div className={styles.actions}>
          {!asking && (
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => dispatch(syncNow())}
            >
              Sync now
            </button>
          )}
          {!asking && target?.encrypted && (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setChanging(true)}
            >
              Change passphrase
            </button>
          )}
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void dispatch(turnOffSync())}
          >
            Turn off sync
          </button>
        </div>
      )}
      {changing && <ChangePassphraseDialog onClose={() => setChanging(false)} />}
    </section>
  )
}
