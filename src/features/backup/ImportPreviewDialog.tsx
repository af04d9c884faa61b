import { useId, useRef } from 'react'
import { buttonClass } from '../../components/buttonClass'
import dialogStyles from '../../components/ConfirmDialog.module.css'
import { DialogActions } from '../../components/DialogActions'
import { Modal } from '../../components/Modal'
import { formatIsoDate } from '../../lib/dates'
import { formatSignedMoney } from '../../lib/money'
import type { ImportPlan } from './importPlan'
import styles from './TransferPanel.module.css'

const PREVIEW_ROWS = 5

interface Props {
  fileName: string
  plan: ImportPlan
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

/** What an import will do, before it does it: rows to add, rows skipped, rows refused and why. */
export function ImportPreviewDialog({ fileName, plan, busy, onConfirm, onCancel }: Props) {
  const titleId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const count = plan.items.length
  return (
    <Modal role="dialog" labelledBy={titleId} onCancel={onCancel} initialFocus={cancelRef} wide>
      <h2 id={titleId} className={dialogStyles.message}>
        Import {fileName}
      </h2>
      <ul className={styles.facts}>
        <li>{plural(count, 'transaction')} will be added.</li>
        {plan.skipped > 0 && (
          <li>{plural(plan.skipped, 'row')} already present will be skipped.</li>
        )}
        {plan.errors.length > 0 && (
          <li>{plural(plan.errors.length, 'row')} cannot be imported and will be left out.</li>
        )}
      </ul>
      {count > 0 && (
        <table className={styles.preview}>
          <caption>First rows to add</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Category</th>
              <th scope="col">Description</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {plan.items.slice(0, PREVIEW_ROWS).map((item, index) => (
              <tr key={index}>
                <td>{formatIsoDate(item.date)}</td>
                <td>{item.category}</td>
                <td className={styles.clip}>{item.description || '-'}</td>
                <td>{formatSignedMoney(item.amountCents, item.type)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {plan.errors.length > 0 && (
        <ul className={styles.errors} aria-label="Rows with errors">
          {plan.errors.map(({ line, messages }) => (
            <li key={line}>
              Row {line}: {messages.join('; ')}
            </li>
          ))}
        </ul>
      )}
      <DialogActions cancelRef={cancelRef} onCancel={onCancel}>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={onConfirm}
          disabled={busy || count === 0}
        >
          {busy ? 'Importing…' : `Import ${plural(count, 'transaction')}`}
        </button>
      </DialogActions>
    </Modal>
  )
}
