import type { ReactNode, RefObject } from 'react'
import { buttonClass } from './buttonClass'
import styles from './ConfirmDialog.module.css'

interface DialogActionsProps {
  /** Cancel is the safe choice, so the dialog focuses it first (Modal's initialFocus). */
  cancelRef: RefObject<HTMLButtonElement>
  onCancel: () => void
  /** What the safe choice says, when it is more than "Cancel". */
  cancelLabel?: string
  /** While the action runs and cannot be called back. */
  cancelDisabled?: boolean
  /** The dialog's own action, after Cancel. */
  children: ReactNode
}

/** A dialog's button row: Cancel, then the action it asks about. */
export function DialogActions({
  cancelRef,
  onCancel,
  cancelLabel = 'Cancel',
  cancelDisabled,
  children,
}: DialogActionsProps) {
  return (
    <div className={styles.actions}>
      <button
        ref={cancelRef}
        type="button"
        className={buttonClass('secondary')}
        onClick={onCancel}
        disabled={cancelDisabled}
      >
        {cancelLabel}
      </button>
      {children}
    </div>
  )
}
