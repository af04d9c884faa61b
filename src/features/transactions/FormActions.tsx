import { buttonClass } from '../../components/buttonClass'
import styles from './TransactionForm.module.css'

interface FormActionsProps {
  mode: 'add' | 'edit'
  onDelete: () => void
}

export function FormActions({ mode, onDelete }: FormActionsProps) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={buttonClass('primary')}>
        {mode === 'add' ? 'Save Transaction' : 'Update Transaction'}
      </button>
      {mode === 'edit' && (
        <button type="button" className={buttonClass('danger')} onClick={onDelete}>
          Delete Transaction
        </button>
      )}
    </div>
  )
}
