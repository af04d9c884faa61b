import { useId, useRef, useState, type FormEvent } from 'react'
import { useAppSelector } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import dialogStyles from '../../components/ConfirmDialog.module.css'
import { DialogActions } from '../../components/DialogActions'
import { Field } from '../../components/Field'
import { Modal } from '../../components/Modal'
import { checkCategoryName } from './categoryName'
import type { Category } from './model'
import { selectCategoryLists } from './selectors'
import styles from './Categories.module.css'

interface RenameDialogProps {
  category: Category
  /** Returns why the rename failed, or null once it is done. */
  onSave: (to: string) => string | null
  onCancel: () => void
}

/** "Rename NAME": the new name, checked as a new category's is; focus starts in it. */
export function RenameDialog({ category, onSave, onCancel }: RenameDialogProps) {
  const titleId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  const list = useAppSelector(selectCategoryLists)[category.type]
  const [name, setName] = useState(category.name)
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const names = list.map((other) => other.name)
    const checked = checkCategoryName(name, names, category.name)
    setError(checked.ok ? onSave(checked.name) : checked.message)
  }

  return (
    <Modal role="dialog" labelledBy={titleId} onCancel={onCancel} initialFocus={nameRef}>
      <form onSubmit={submit} noValidate className={styles.dialogForm}>
        <h2 id={titleId} className={dialogStyles.message}>
          {`Rename ${category.name}`}
        </h2>
        <Field label="New name" error={error}>
          {(control) => (
            <input
              {...control}
              ref={nameRef}
              type="text"
              value={name}
              onChange={(event) => {
                setName(event.target.value)
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
