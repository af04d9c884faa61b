import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { focusTitleOnArrival } from '../../config/paths'
import { todayIso } from '../../lib/dates'
import { forgetKept, keptFor } from '../../lib/keptFromReload'
import { keepOverReload } from '../../lib/keptOverReload'
import { amountAsTyped, isTransfer, type Transaction, type TransactionFields } from './model'
import { asksForAccount, type AccountChoices } from './accountChoices'
import { accountToSave, openingAccount } from './formAccount'
import { changesReconciled, isReconciled } from './reconciledGuard'
import { transferMessages } from './transfers'
import { selectTransaction } from './transactionsSlice'
import { deleteTransaction, updateTransaction, type UpdateOutcome } from './editThunks'
import { addTransaction, type SaveOutcome } from './transactionThunks'
import {
  emptyForm,
  formFromTransaction,
  keptFormValues,
  type TransactionFormValues,
} from './formValues'
import type { AddOption } from './addOption'
import {
  checkTransaction,
  clearError,
  clearLineError,
  clearSplitErrors,
  type FormErrors,
} from './validate'
import type { LineValues } from './formValues'
import { toggleSplit, withLineValue, withNewLine, withoutLine } from './formLines'
import { useBackToHistory } from './useBackToHistory'

/** Where the screen is: typing, asking whether to change a reconciled transaction (then saving
 * or asking whether to delete), asking whether to delete, told why a save failed (still typing,
 * with every value kept), or told that the record changed elsewhere since the form opened. */
export type FormStatus =
  | { kind: 'editing' }
  | { kind: 'confirmingReconciled'; then: 'save' | 'overwrite' | 'delete' }
  | { kind: 'confirmingDelete' }
  | { kind: 'failed'; message: string }
  | { kind: 'changedElsewhere'; message: string; current: Transaction }

export type ChangeField = <K extends keyof TransactionFormValues>(
  field: K,
  value: TransactionFormValues[K],
) => void

/** What the split's buttons and lines do. */
export interface SplitControls {
  toggle: () => void
  add: () => void
  remove: (index: number) => void
  change: (index: number, field: keyof LineValues, value: string) => void
}

/** add: no id in the route; edit: one of this person's records, with the fields it had when the
 * form opened (what an update is compared with); missing: an id they have no record for
 * (unknown, or someone else's), which must never lead to a write. */
export type FormTarget =
  { mode: 'add' } | { mode: 'edit'; record: Transaction } | { mode: 'missing' }

interface FormRoute {
  /** The route's id: undefined in add mode. */
  editId: string | undefined
  /** The record the route names, when the signed-in person has it. */
  existing: Transaction | undefined
  /** What else the add form offers (a repeat), if anything. */
  addOption?: AddOption
  /** The person's accounts, which the form asks to choose from when two or more are open. */
  accounts?: AccountChoices
}

/** The version of `existing` a form kept over a reload had opened with, if it kept one. */
function openedVersion(kept: unknown, existing: Transaction): Transaction {
  const opened = kept as Transaction | null | undefined
  return opened?.id === existing.id ? opened : existing
}

export function useTransactionForm({ editId, existing, addOption, accounts }: FormRoute) {
  const dispatch = useAppDispatch()
  const { pathname, search } = useLocation()
  // Opened from the history: every way out goes back to the same rows at the same place.
  const leave = useBackToHistory()
  // What was typed here before the person pressed Reload for a new version, if they did.
  const formKey = pathname + search
  const [kept] = useState(
    () => keptFor(formKey) as { values?: unknown; option?: unknown; opened?: unknown } | undefined,
  )
  // Fixed when the form opens: a change made elsewhere meanwhile is reported on save. Over a
  // reload the form keeps the version it opened with, or a change that arrived meanwhile (from
  // another tab or device) would be overwritten by the typed values without a word.
  const [target, setTarget] = useState<FormTarget>(() =>
    editId === undefined
      ? { mode: 'add' }
      : existing
        ? { mode: 'edit', record: openedVersion(kept?.opened, existing) }
        : { mode: 'missing' },
  )
  const [values, setValues] = useState<TransactionFormValues>(
    () =>
      keptFormValues(kept?.values) ??
      (existing
        ? formFromTransaction(existing, openingAccount(accounts, existing))
        : emptyForm(todayIso(), openingAccount(accounts, undefined))),
  )
  const opened = target.mode === 'edit' ? target.record : undefined
  // A transfer's other half, which an edit or a deletion changes too.
  const partner = useAppSelector((state) =>
    opened?.transfer === undefined ? undefined : selectTransaction(state, opened.transfer),
  )
  const [errors, setErrors] = useState<FormErrors>({})
  const [status, setStatus] = useState<FormStatus>({ kind: 'editing' })
  const [option, setOption] = useState<string | undefined>(
    () => addOption?.values.find((one) => one === kept?.option) ?? addOption?.none,
  )
  useEffect(() => forgetKept(formKey), [formKey])
  useEffect(
    () =>
      keepOverReload(() => {
        const opened = target.mode === 'edit' ? target.record : null
        return { key: formKey, value: { values, option, opened } }
      }),
    [formKey, values, option, target],
  )

  const change: ChangeField = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => clearError(current, field))
  }

  /** The split's lines change as a whole: their messages, and the Category's, go. */
  const relines = (update: (current: TransactionFormValues) => TransactionFormValues) => {
    setValues(update)
    setErrors(clearSplitErrors)
  }
  const lines: SplitControls = {
    toggle: () => relines(toggleSplit),
    add: () => relines(withNewLine),
    remove: (index) => relines((current) => withoutLine(current, index)),
    change: (index, field, value) => {
      setValues((current) => withLineValue(current, index, field, value))
      setErrors((current) => clearLineError(current, index, field))
    },
  }

  function settle(outcome: SaveOutcome | UpdateOutcome, arrival?: typeof focusTitleOnArrival) {
    if (outcome.ok) leave(arrival)
    else if ('changedElsewhere' in outcome) {
      setStatus({
        kind: 'changedElsewhere',
        message: outcome.message,
        current: outcome.changedElsewhere,
      })
    } else setStatus({ kind: 'failed', message: outcome.message })
  }

  function save(draft: TransactionFields, overwrite: boolean) {
    if (target.mode === 'add') {
      const chosen = addOption && option !== undefined && option !== addOption.none
      settle(dispatch(chosen ? addOption.save(draft, option) : addTransaction(draft)))
    } else if (target.mode === 'edit') {
      settle(dispatch(updateTransaction(target.record.id, target.record, draft, { overwrite })))
    } else leave()
  }

  /** A transfer's half must stay in another account than its other half. */
  const sameAccountAsPartner = () =>
    opened !== undefined &&
    isTransfer(opened) &&
    partner !== undefined &&
    asksForAccount(accounts) &&
    values.account === accounts.accountOf(partner)

  function submit(overwrite = false, consented = false) {
    const result = checkTransaction(values)
    const account = sameAccountAsPartner() ? { account: transferMessages.sameAccounts } : {}
    if (!result.ok || account.account) {
      setErrors({ ...(result.ok ? {} : result.errors), ...account })
      return
    }
    const draft = {
      ...result.draft,
      // Stored as typed ("12.5"), which imports, whose rows share the form's check, are not.
      amountText: amountAsTyped(values.amount.trim()),
      account: accountToSave(accounts, values.account, opened),
    }
    if (!consented && opened && changesReconciled([opened, partner], opened, draft)) {
      setStatus({ kind: 'confirmingReconciled', then: overwrite ? 'overwrite' : 'save' })
      return
    }
    save(draft, overwrite)
  }

  /** "Change" in the reconciled question: on to the save or the delete question. */
  function confirmReconciled() {
    if (status.kind !== 'confirmingReconciled') return
    if (status.then === 'delete') return setStatus({ kind: 'confirmingDelete' })
    setStatus({ kind: 'editing' })
    submit(status.then === 'overwrite', true)
  }

  /** The person keeps the version saved elsewhere: the form shows it and edits go on from it. */
  function takeLatest() {
    if (status.kind !== 'changedElsewhere') return
    setTarget({ mode: 'edit', record: status.current })
    setValues(formFromTransaction(status.current, openingAccount(accounts, status.current)))
    setErrors({})
    setStatus({ kind: 'editing' })
  }

  function confirmDelete() {
    // The form and its Delete button go: the history's title takes focus.
    if (target.mode === 'edit')
      settle(dispatch(deleteTransaction(target.record.id)), focusTitleOnArrival)
    else leave()
  }

  return {
    mode: target.mode,
    values,
    errors,
    status,
    change,
    lines,
    option,
    setOption,
    submit: () => submit(),
    overwrite: () => submit(true),
    takeLatest,
    transfer: opened !== undefined && isTransfer(opened),
    requestDelete: () =>
      setStatus(
        opened && isReconciled([opened, partner])
          ? { kind: 'confirmingReconciled', then: 'delete' }
          : { kind: 'confirmingDelete' },
      ),
    confirmReconciled,
    cancelDelete: () => setStatus({ kind: 'editing' }),
    confirmDelete,
  }
}
