import { useId, useRef, useState, type FormEvent } from 'react'
import { buttonClass } from './buttonClass'
import styles from './ConfirmDialog.module.css'
import { DialogActions } from './DialogActions'
import { Field } from './Field'
import { Modal } from './Modal'

interface RenameDialogProps {
  /** The name now: in the title ("Rename Savings") and the field to start with. */
  name: string
  /** Saves the new name: null once saved, else why not (shown under the field). */
  onSave: (name: string) => string | null
  onCancel: () => void
}

/** A dialog "Rename NAME" with a "New name" field, Save and Cancel. */
export function RenameDialog({ name, onSave, onCancel }: RenameDialogProps) {
  const titleId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(name)
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const refused = onSave(text)
    if (refused === null) return
    setError(refused)
    input.current?.focus()
  }

  return (
    <Modal role="dialog" labelledBy={titleId} onCancel={onCancel} initialFocus={input}>
      <h2 id={titleId} className={styles.message}>
        {`Rename ${name}`}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label="New name" error={error}>
          {(control) => (
            <input
              {...control}
              ref={input}
              type="text"
              value={text}
              onChange={(event) => {
                setText(event.target.value)
                setError(null)
              }}
            />
          )}
        </Field>
        <DialogActions cancelRef={cancelRef} onCancel={onCancel}>
          <button type="submit" className={buttonClass('primary')}>
            Save
          </button>
        </DialogActions>
      </form>
    </Modal>
  )
}
