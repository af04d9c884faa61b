import { useId, useRef } from 'react'
import { buttonClass } from './buttonClass'
import styles from './ConfirmDialog.module.css'
import { DialogActions } from './DialogActions'
import { Modal } from './Modal'

interface ConfirmDialogProps {
  message: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
}

/** A yes/no question (role alertdialog); focus starts on Cancel, the safe choice. */
export function ConfirmDialog({ message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const messageId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Modal role="alertdialog" labelledBy={messageId} onCancel={onCancel} initialFocus={cancelRef}>
      <p id={messageId} className={styles.message}>
        {message}
      </p>
      <DialogActions cancelRef={cancelRef} onCancel={onCancel}>
        <button type="button" className={buttonClass('danger')} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </DialogActions>
    </Modal>
  )
}
