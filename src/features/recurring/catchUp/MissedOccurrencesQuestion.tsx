import { useId, useRef } from 'react'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { buttonClass } from '../../../components/buttonClass'
import styles from '../../../components/ConfirmDialog.module.css'
import { DialogActions } from '../../../components/DialogActions'
import { Modal } from '../../../components/Modal'
import { plural } from '../../../lib/plural'
import { selectMissedOccurrences } from './catchUpSlice'
import { answerMissedOccurrences } from './catchUpThunks'
import type { MissedOccurrences } from './plan'

/** Escape answers nothing: either answer changes the ledger for good (all of them added, or
 * none ever), so only a button gives one. */
const stayOpen = () => undefined

/** The text of the question, counted. */
function missedQuestionText({ count, label }: MissedOccurrences): string {
  return `Add ${plural(count, 'missed occurrence')} of ${label}?`
}

function Question({ question }: { question: MissedOccurrences }) {
  const dispatch = useAppDispatch()
  const messageId = useId()
  const skipRef = useRef<HTMLButtonElement>(null)
  return (
    <Modal role="alertdialog" labelledBy={messageId} onCancel={stayOpen} initialFocus={skipRef}>
      <p id={messageId} className={styles.message}>
        {missedQuestionText(question)}
      </p>
      {/* Skipping adds nothing to the ledger: the safe choice, focused first. */}
      <DialogActions
        cancelRef={skipRef}
        cancelLabel="Skip them"
        onCancel={() => dispatch(answerMissedOccurrences('skip'))}
      >
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => dispatch(answerMissedOccurrences('add'))}
        >
          Add them
        </button>
      </DialogActions>
    </Modal>
  )
}

/**
 * The catch-up's question, when it asks one: on whatever screen the person is (it lives in the
 * shell, like the Undo status), one rule at a time.
 */
export function MissedOccurrencesQuestion() {
  const question = useAppSelector(selectMissedOccurrences)
  // A new question is a new dialog, its focus placed again.
  return question && <Question key={`${question.rule}:${question.count}`} question={question} />
}
