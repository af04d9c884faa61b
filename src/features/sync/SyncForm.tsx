import { useState, type FormEvent } from 'react'
import { useAppDispatch } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Field } from '../../components/Field'
import { PasswordField } from '../../components/PasswordField'
import { EncryptionFields } from './EncryptionFields'
import type { SyncTarget } from './syncSlice'
import { turnOnSync } from './syncThunks'
import styles from './SyncSection.module.css'

interface SyncFormProps {
  target: SyncTarget | null
  /** True from a submit until a sign-in succeeds: the form must stay to say what went wrong. */
  onInUse: (inUse: boolean) => void
}

/** Where to sync, as whom and how; the password only travels to the server's sign-in and the
 * passphrase only into the key derivation, and both are then forgotten (the fields emptied). */
export function SyncForm({ target, onInUse }: SyncFormProps) {
  const dispatch = useAppDispatch()
  const [server, setServer] = useState(target?.server ?? '')
  const [username, setUsername] = useState(target?.username ?? '')
  const [password, setPassword] = useState('')
  const [encrypt, setEncrypt] = useState(target?.encrypted ?? true)
  const [passphrase, setPassphrase] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [passphraseError, setPassphraseError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(null)
    setPassphraseError(null)
    onInUse(true)
    const outcome = await dispatch(
      turnOnSync({ server, username, password, passphrase: encrypt ? passphrase : null }),
    )
    setBusy(false)
    if (outcome.ok || outcome.field !== 'passphrase') {
      setPassword('')
      setPassphrase('')
    }
    if (!outcome.ok && outcome.field) setPassphraseError(outcome.message)
    else if (!outcome.ok) setError(outcome.message)
    onInUse(!outcome.ok)
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {error && <ErrorAlert message={error} />}
      <Field label="Server address">
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="url"
            value={server}
            onChange={(event) => setServer(event.target.value)}
            placeholder="https://couch.example.com"
            autoComplete="url"
            spellCheck={false}
          />
        )}
      </Field>
      <Field label="Username">
        {(control) => (
          <input
            {...control}
            type="text"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      <PasswordField
        label="Sync password"
        toggleSubject="sync password"
        name="sync-password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <EncryptionFields
        encrypt={encrypt}
        onEncrypt={setEncrypt}
        passphrase={passphrase}
        onPassphrase={setPassphrase}
        error={passphraseError}
      />
      <button type="submit" className={buttonClass('primary')} disabled={busy} aria-busy={busy}>
        Turn on sync
      </button>
    </form>
  )
}
