import { useCallback, useState } from 'react'
import { useAppDispatch } from '../../app/hooks'
import { deleteTransaction } from './transactionThunks'

/** Delete with confirmation: ask for an id, then confirm or cancel; a failed save says why. */
export function useDeleteTransaction(onDeleted: () => void) {
  const dispatch = useAppDispatch()
  const [pendingId, setPendingId] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const ask = useCallback((id: string) => {
    setError(null)
    setPendingId(id)
  }, [])

  const cancel = useCallback(() => setPendingId(null), [])

  const confirm = useCallback(async () => {
    if (pendingId === null) return
    setPendingId(null)
    const outcome = await dispatch(deleteTransaction(pendingId))
    if (outcome.ok) onDeleted()
    else setError(outcome.message)
  }, [dispatch, onDeleted, pendingId])

  return { pendingId, error, ask, cancel, confirm }
}
