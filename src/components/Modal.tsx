import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
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

/** Tab and Shift+Tab go round the dialog's controls, from wherever focus is. */
function keepTabInside(dialog: HTMLElement, event: KeyboardEvent) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
  if (focusable.length === 0) return
  const at = focusable.indexOf(document.activeElement as HTMLElement)
  // Off the controls (on the dialog itself, or on <body> after a click on the backdrop), the
  // browser's next stop could be a link behind the dialog.
  const wraps = event.shiftKey ? at <= 0 : at === -1 || at === focusable.length - 1
  if (!wraps) return
  event.preventDefault()
  focusable[event.shiftKey ? focusable.length - 1 : 0].focus()
}

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

  // On the document, not the dialog: a click on the backdrop leaves focus on <body>, where the
  // dialog would hear neither Tab nor Escape. (The page behind cannot simply be made inert: the
  // modal renders inside it, not portaled beside it.)
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onCancel()
      else if (event.key === 'Tab' && dialogRef.current) keepTabInside(dialogRef.current, event)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [onCancel])

  return (
    <div className={styles.backdrop}>
      {/* tabIndex -1: a click on the dialog's text keeps focus (and a screen reader) inside it. */}
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${wide ? styles.wide : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  )
}
