import { buttonClass } from '../../components/buttonClass'
import styles from './TransactionForm.module.css'
import type { FormStatus } from './useTransactionForm'

interface FormActionsProps {
  mode: 'add' | 'edit'
  status: FormStatus
  onDelete: () => void
}

export function FormActions({ mode, status, onDelete }: FormActionsProps) {
  const saving = status.kind === 'saving' && status.action === 'save'
  const deleting = status.kind === 'saving' && status.action === 'delete'
  const label = mode === 'add' ? 'Save Transaction' : 'Update Transaction'
  return (
    <div className={styles.actions}>
      <button
        type="submit"
        className={buttonClass('primary')}
        disabled={status.kind === 'saving'}
        aria-busy={saving}
      >
        {saving ? 'Saving…' : label}
      </button>
      {mode === 'edit' && (
        // aria-disabled rather than disabled: the closing dialog hands focus back to this button.
        <button
          type="button"
          className={buttonClass('danger')}
          aria-disabled={status.kind === 'saving' || undefined}
          aria-busy={deleting}
          onClick={onDelete}
        >
          {deleting ? 'Deleting…' : 'Delete Transaction'}
        </button>
      )}
    </div>
  )
}
