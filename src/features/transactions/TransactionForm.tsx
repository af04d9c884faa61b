import { ConfirmDialog } from '../../components/ConfirmDialog'
import { ChangedElsewhere } from './ChangedElsewhere'
import { ErrorAlert } from '../../components/ErrorAlert'
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid'
import { FormActions } from './FormActions'
import type { Transaction } from './model'
import type { AddOption } from './addOption'
import { TransactionFields } from './TransactionFields'
import { DELETE_QUESTION } from './formValues'
import styles from './TransactionForm.module.css'
import { useTransactionForm } from './useTransactionForm'

interface TransactionFormProps {
  editId: string | undefined
  existing: Transaction | undefined
  addOption?: AddOption
}

export function TransactionForm({ editId, existing, addOption }: TransactionFormProps) {
  const form = useTransactionForm({ editId, existing, addOption })
  const { mode, values, errors, status, change, lines } = form
  const { container, submitted } = useFocusFirstInvalid<HTMLFormElement>()

  return (
    <>
      {mode === 'missing' && (
        <p role="status" className={styles.notice}>
          Transaction not found. Nothing will be changed.
        </p>
      )}
      <form
        ref={container}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          form.submit()
          submitted()
        }}
      >
        {status.kind === 'failed' && <ErrorAlert message={status.message} />}
        {status.kind === 'changedElsewhere' && (
          <ChangedElsewhere
            message={status.message}
            current={status.current}
            onOverwrite={form.overwrite}
            onTakeLatest={form.takeLatest}
          />
        )}
        <TransactionFields values={values} errors={errors} change={change} lines={lines} />
        {mode === 'add' && addOption && form.option !== undefined && (
          <addOption.Field value={form.option} onChange={form.setOption} />
        )}
        <FormActions mode={mode === 'add' ? 'add' : 'edit'} onDelete={form.requestDelete} />
      </form>
      {status.kind === 'confirmingDelete' && (
        <ConfirmDialog
          message={DELETE_QUESTION}
          confirmLabel="Delete"
          onConfirm={form.confirmDelete}
          onCancel={form.cancelDelete}
        />
      )}
    </>
  )
}
