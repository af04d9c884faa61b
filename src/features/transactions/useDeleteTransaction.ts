import { useCallback, useState } from 'react'
import { flushSync } from 'react-dom'
import { useAppDispatch } from '../../store/hooks'
import type { Transaction } from './model'
import { deleteTransaction } from './transactionThunks'

/** Delete with confirmation: ask for a row, then confirm or cancel; a failed save says why. */
export function useDeleteTransaction(onDeleted: () => void) {
  const dispatch = useAppDispatch()
  const [pending, setPending] = useState<Transaction | null>(null)
  const [error, setError] = useState<string | null>(null)

  const ask = useCallback((transaction: Transaction) => {
    setError(null)
    setPending(transaction)
  }, [])

  const cancel = useCallback(() => setPending(null), [])

  const confirm = useCallback(() => {
    if (pending === null) return
    // Closed at once, so the page behind the dialog is no longer inert when focus moves on.
    flushSync(() => setPending(null))
    const outcome = dispatch(deleteTransaction(pending.id))
    if (outcome.ok) onDeleted()
    else setError(outcome.message)
  }, [dispatch, onDeleted, pending])

  return { pending, error, ask, cancel, confirm }
}
