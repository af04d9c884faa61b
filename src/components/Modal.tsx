import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
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
 * Takes everything in the body but `layer` out of reach while it is open: inert (no focus, no
 * clicks) and hidden from assistive technology, which not every screen reader does for
 * aria-modal alone. Returns what puts it back.
 */
function setPageAside(layer: HTMLElement): () => void {
  const aside = [...document.body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      element !== layer &&
      !element.inert &&
      element.getAttribute('aria-hidden') !== 'true',
  )
  for (const element of aside) {
    element.inert = true
    element.setAttribute('aria-hidden', 'true')
  }
  return () => {
    for (const element of aside) {
      element.inert = false
      element.removeAttribute('aria-hidden')
    }
  }
}

/**
 * A modal layer beside the page (a portal into the body), the page set aside while it is open:
 * focus moves in, stays inside and returns where it was on close; Escape cancels.
 */
export function Modal({ role, labelledBy, onCancel, initialFocus, wide, children }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const [layer] = useState(() => document.createElement('div'))

  // Before the focus effect below, so the dialog is in the document when focus moves in.
  useLayoutEffect(() => {
    document.body.append(layer)
    const restore = setPageAside(layer)
    return () => {
      restore()
      layer.remove()
    }
  }, [layer])

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null
    initialFocus.current?.focus()
    return () => previouslyFocused?.focus()
  }, [initialFocus])

  // On the document, not the dialog: a click on the backdrop leaves focus on <body>, where the
  // dialog would hear neither Tab nor Escape.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      // Set aside by a modal opened over this one: the keys are that one's.
      if (layer.inert) return
      if (event.key === 'Escape') onCancel()
      else if (event.key === 'Tab' && dialogRef.current) keepTabInside(dialogRef.current, event)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [layer, onCancel])

  return createPortal(
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
    </div>,
    layer,
  )
}
