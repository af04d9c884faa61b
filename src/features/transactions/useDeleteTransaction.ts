import { useCallback, useState } from 'react'
import { flushSync } from 'react-dom'
import { useAppDispatch } from '../../store/hooks'
import type { AppThunk } from '../../store/types'
import type { Transaction } from './model'
import { isReconciled } from './reconciledGuard'
import { deleteTransaction } from './editThunks'
import { selectTransaction } from './transactionsSlice'

/** A deletion being asked about: first whether to change a reconciled transaction (or a
 * transfer with a reconciled half), then whether to delete. */
export interface PendingDelete {
  transaction: Transaction
  step: 'reconciled' | 'delete'
}

/** Whether deleting the transaction touches a reconciled one: it, or its transfer's other half,
 * as the store holds them now. */
function touchesReconciled(transaction: Transaction): AppThunk<boolean> {
  return (_dispatch, getState) => {
    const { transfer } = transaction
    const partner = transfer === undefined ? undefined : selectTransaction(getState(), transfer)
    return isReconciled([transaction, partner])
  }
}

/** Delete with confirmation: ask for a row, then confirm or cancel; a failed save says why. */
export function useDeleteTransaction(onDeleted: () => void) {
  const dispatch = useAppDispatch()
  const [pending, setPending] = useState<PendingDelete | null>(null)
  const [error, setError] = useState<string | null>(null)

  const ask = useCallback(
    (transaction: Transaction) => {
      setError(null)
      const step = dispatch(touchesReconciled(transaction)) ? 'reconciled' : 'delete'
      setPending({ transaction, step })
    },
    [dispatch],
  )

  const cancel = useCallback(() => setPending(null), [])

  /** "Change" to the reconciled question: on to the question of deleting. */
  const change = useCallback(
    () => setPending((current) => current && { ...current, step: 'delete' }),
    [],
  )

  const confirm = useCallback(() => {
    if (pending === null) return
    // Closed at once, so the page behind the dialog is no longer inert when focus moves on.
    flushSync(() => setPending(null))
    const outcome = dispatch(deleteTransaction(pending.transaction.id))
    if (outcome.ok) onDeleted()
    else setError(outcome.message)
  }, [dispatch, onDeleted, pending])

  return { pending, error, ask, cancel, change, confirm }
}
