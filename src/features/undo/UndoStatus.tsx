import { useEffect, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import { focusScreenTitle } from '../../components/PageHeader'
import styles from '../../components/Notice.module.css'
import own from './UndoStatus.module.css'
import { selectUndo } from './undoSlice'
import { undoLast } from './undoThunks'

/** Text fields keep Ctrl+Z / Cmd+Z for their own text. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(
      target.type,
    )
  )
}

/**
 * Says what the last undoable change did, with an Undo button, on whatever screen that change
 * led to (it lives in the shell, so it survives the move from the form to the history). Ctrl+Z
 * or Cmd+Z outside text fields does the same while it is offered.
 */
export function UndoStatus() {
  const dispatch = useAppDispatch()
  const undo = useAppSelector(selectUndo)
  // Kept with the offer it belongs to, so a failed Undo's message never reads as the next one's.
  const [failed, setFailed] = useState<{ offer: number; message: string } | null>(null)
  const error = failed?.offer === undo.lastId ? failed.message : null
  const offered = undo.step === 'offered'

  useEffect(() => {
    if (!offered) return
    const onKey = (event: KeyboardEvent) => {
      const undoKey =
        event.key.toLowerCase() === 'z' &&
        (event.ctrlKey || event.metaKey) &&
        !event.shiftKey &&
        !event.altKey
      if (!undoKey || isTextField(event.target)) return
      event.preventDefault()
      run()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  })

  function run() {
    const outcome = dispatch(undoLast())
    setFailed(outcome.ok ? null : { offer: undo.lastId, message: outcome.message })
    return outcome.ok
  }

  /** The Undo button goes once used: focus moves to the screen's title rather than the page
   * (the status says what was undone), without scrolling. */
  function runFromButton() {
    if (run()) focusScreenTitle()
  }

  if (undo.step === 'none') return null
  return (
    <div className={`${styles.notice} ${styles.info} ${own.pinned}`}>
      {/* The status holds what happened and nothing else, its Undo button beside it
          (UI_CONTRACT.md), so its text reads exactly the message. */}
      <p className={styles.text} role="status">
        {undo.step === 'offered' ? undo.offer.undo.message : undo.message}
        {error && ` ${error}`}
      </p>
      {offered && (
        <button type="button" className={buttonClass('secondary')} onClick={runFromButton}>
          Undo
        </button>
      )}
    </div>
  )
}
