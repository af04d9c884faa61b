import { useId, useRef, useState, type FormEvent } from 'react'
import { buttonClass } from '../../components/buttonClass'
import styles from '../../components/ConfirmDialog.module.css'
import { DialogActions } from '../../components/DialogActions'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Modal } from '../../components/Modal'
import { PasswordField } from '../../components/PasswordField'
import { useAppDispatch } from '../../store/hooks'
import { changePassphrase, type TurnOnOutcome } from './syncThunks'

type Refusal = Extract<TurnOnOutcome, { ok: false }>

/** Asks for the current passphrase and a new one, and seals everything again with the new. */
export function ChangePassphraseDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch()
  const titleId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [state, setState] = useState<
    { kind: 'asking'; refusal: Refusal | null } | { kind: 'changing' }
  >({ kind: 'asking', refusal: null })

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (state.kind === 'changing') return
    setState({ kind: 'changing' })
    const outcome = await dispatch(changePassphrase({ current, next }))
    if (outcome.ok) return onClose()
    setState({ kind: 'asking', refusal: outcome })
  }

  // Once begun, the change goes on on the server whatever happens here: closing the dialog
  // would not stop it, only hide how it ended.
  const changing = state.kind === 'changing'
  const cancel = () => {
    if (!changing) onClose()
  }
  const refusal = state.kind === 'asking' ? state.refusal : null
  const errorOf = (field: Refusal['field']) =>
    refusal && refusal.field === field ? refusal.message : null
  return (
    <Modal role="dialog" labelledBy={titleId} onCancel={cancel} initialFocus={cancelRef}>
      <h2 id={titleId} className={styles.message}>
        Change passphrase
      </h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {refusal && !refusal.field && refusal.message && <ErrorAlert message={refusal.message} />}
        <PasswordField
          label="Current passphrase"
          toggleSubject="current passphrase"
          name="current-passphrase"
          value={current}
          onChange={setCurrent}
          autoComplete="off"
          error={errorOf('current')}
        />
        <PasswordField
          label="New passphrase"
          toggleSubject="new passphrase"
          name="new-passphrase"
          value={next}
          onChange={setNext}
          autoComplete="off"
          error={errorOf('next')}
        />
        <DialogActions cancelRef={cancelRef} onCancel={cancel} cancelDisabled={changing}>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={changing}
            aria-busy={changing}
          >
            Change passphrase
          </button>
        </DialogActions>
      </form>
    </Modal>
  )
}
