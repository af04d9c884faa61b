import { useId } from 'react'
import { PasswordField } from '../../components/PasswordField'
import styles from './SyncSection.module.css'

interface EncryptionFieldsProps {
  encrypt: boolean
  onEncrypt: (encrypt: boolean) => void
  passphrase: string
  onPassphrase: (passphrase: string) => void
  error: string | null
}

/** Whether what is sent is encrypted end-to-end, and with which passphrase. */
export function EncryptionFields({
  encrypt,
  onEncrypt,
  passphrase,
  onPassphrase,
  error,
}: EncryptionFieldsProps) {
  const hintId = useId()
  return (
    <>
      <div className={styles.check}>
        <input
          id={`${hintId}-box`}
          type="checkbox"
          checked={encrypt}
          onChange={(event) => onEncrypt(event.target.checked)}
          aria-describedby={hintId}
        />
        <label htmlFor={`${hintId}-box`}>Encrypt end-to-end</label>
      </div>
      <p id={hintId} className={styles.about}>
        {encrypt
          ? 'The server keeps only ciphertext. Every device needs this passphrase; if it is lost it cannot be recovered (what this browser holds stays).'
          : 'The server keeps your records readable, for CouchDB’s own tools.'}
      </p>
      {encrypt && (
        <PasswordField
          label="Encryption passphrase"
          toggleSubject="encryption passphrase"
          name="encryption-passphrase"
          value={passphrase}
          onChange={onPassphrase}
          autoComplete="off"
          error={error}
        />
      )}
    </>
  )
}
