import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAppDispatch } from '../../app/hooks'
import type { AppThunk } from '../../app/store'
import { paths } from '../../app/paths'
import { todayIso } from '../../lib/dates'
import type { Transaction } from './model'
import {
  addTransaction,
  deleteTransaction,
  updateTransaction,
  type SaveOutcome,
} from './transactionThunks'
import { emptyForm, formFromTransaction, type TransactionFormValues } from './formValues'
import { checkTransaction, clearError, type FormErrors } from './validate'

/** Where the screen is: typing, asking whether to delete, waiting for storage, or told why a
 * save failed (still typing, with every value kept). */
export type FormStatus =
  | { kind: 'editing' }
  | { kind: 'confirmingDelete' }
  | { kind: 'saving'; action: 'save' | 'delete' }
  | { kind: 'failed'; message: string }

export type ChangeField = <K extends keyof TransactionFormValues>(
  field: K,
  value: TransactionFormValues[K],
) => void

/** add: no id in the route; edit: the id of one of this person's records; missing: an id they
 * have no record for (unknown, or someone else's), which must never lead to a write. */
export type FormTarget = { mode: 'add' } | { mode: 'edit'; id: string } | { mode: 'missing' }

interface FormRoute {
  /** The route's id: undefined in add mode. */
  editId: string | undefined
  /** The record with that id, when the signed-in person has one. */
  existing: Transaction | undefined
}

export function useTransactionForm({ editId, existing }: FormRoute) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  // Fixed when the form opens: a record deleted elsewhere meanwhile is reported on save.
  const [target] = useState<FormTarget>(() =>
    editId === undefined
      ? { mode: 'add' }
      : existing
        ? { mode: 'edit', id: editId }
        : { mode: 'missing' },
  )
  const [values, setValues] = useState<TransactionFormValues>(() =>
    existing ? formFromTransaction(existing) : emptyForm(todayIso()),
  )
  const [errors, setErrors] = useState<FormErrors>({})
  const [status, setStatus] = useState<FormStatus>({ kind: 'editing' })
  const busy = status.kind === 'saving'

  const change: ChangeField = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => clearError(current, field))
  }

  async function run(action: 'save' | 'delete', write: AppThunk<Promise<SaveOutcome>>) {
    setStatus({ kind: 'saving', action })
    const outcome = await dispatch(write)
    if (outcome.ok) navigate(paths.transactions)
    else setStatus({ kind: 'failed', message: outcome.message })
  }

  function submit() {
    if (busy) return
    const result = checkTransaction(values)
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    if (target.mode === 'add') void run('save', addTransaction(result.draft))
    else if (target.mode === 'edit') void run('save', updateTransaction(target.id, result.draft))
    else navigate(paths.transactions)
  }

  function requestDelete() {
    if (!busy) setStatus({ kind: 'confirmingDelete' })
  }

  function confirmDelete() {
    if (target.mode === 'edit') void run('delete', deleteTransaction(target.id))
    else navigate(paths.transactions)
  }

  return {
    mode: target.mode,
    values,
    errors,
    status,
    change,
    submit,
    requestDelete,
    cancelDelete: () => setStatus({ kind: 'editing' }),
    confirmDelete,
  }
}
