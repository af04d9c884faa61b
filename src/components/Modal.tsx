import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import styles from './ConfirmDialog.module.css'

interface ModalProps {
  role: 'dialog' | 'alertdialog'
  labelledBy: string
  onCancel: () => void
  /** Receives focus when the modal opens: the safest action. */
  initialFocus: RefObject<HTMLElement | null>
  wide?: boolean
  children: ReactNode
}

const FOCUSABLE = 'button:not([disabled]), a[href], input, select, textarea, [tabindex="0"]'

/**
 * A modal layer: focus moves in, stays inside while open and returns where it was on close;
 * Escape cancels.
 */
export function Modal({ role, labelledBy, onCancel, initialFocus, wide, children }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null
    initialFocus.current?.focus()
    return () => previouslyFocused?.focus()
  }, [initialFocus])

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onCancel()
      return
    }
    if (event.key !== 'Tab') return
    const focusable = dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE)
    if (!focusable || focusable.length === 0) return
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${wide ? styles.wide : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        onKeyDown={handleKeyDown}
      >
        {children}
      </div>
    </div>
  )
}
