import { ConfirmDialog } from '../../components/ConfirmDialog'
import { ChangedElsewhere } from './ChangedElsewhere'
import { ErrorAlert } from '../../components/ErrorAlert'
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid'
import { FormActions } from './FormActions'
import type { Transaction } from './model'
import type { AddOption } from './addOption'
import type { AccountChoices } from './accountChoices'
import { RECONCILED_QUESTION } from './reconciledGuard'
import { TransactionFields } from './TransactionFields'
import { DELETE_QUESTION } from './formValues'
import styles from './TransactionForm.module.css'
import { useTransactionForm } from './useTransactionForm'

interface TransactionFormProps {
  editId: string | undefined
  existing: Transaction | undefined
  addOption?: AddOption
  accounts?: AccountChoices
}

export function TransactionForm({ editId, existing, addOption, accounts }: TransactionFormProps) {
  const form = useTransactionForm({ editId, existing, addOption, accounts })
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
        {form.transfer && (
          <p className={styles.notice}>
            Half of a transfer between two accounts: its amount, date and description change both
            halves, and deleting it deletes both.
          </p>
        )}
        <TransactionFields
          values={values}
          errors={errors}
          change={change}
          lines={lines}
          accounts={accounts}
          transfer={form.transfer}
        />
        {mode === 'add' && addOption && form.option !== undefined && (
          <addOption.Field value={form.option} onChange={form.setOption} />
        )}
        <FormActions mode={mode === 'add' ? 'add' : 'edit'} onDelete={form.requestDelete} />
      </form>
      {status.kind === 'confirmingReconciled' && (
        <ConfirmDialog
          message={RECONCILED_QUESTION}
          confirmLabel="Change"
          onConfirm={form.confirmReconciled}
          onCancel={form.cancelDelete}
        />
      )}
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
