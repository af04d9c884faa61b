import type { AppThunk } from '../../app/store'
import { failureMessage } from '../../storage/failureMessages'
import type { ImportItem } from '../backup/importPlan'
import {
  selectTransactionById,
  transactionAdded,
  transactionDeleted,
  transactionsImported,
  transactionUpdated,
  type TransactionDraft,
} from './transactionsSlice'

export type SaveOutcome = { ok: true } | { ok: false; message: string }

export const transactionMessages = {
  notFound: 'This transaction no longer exists, so nothing was changed.',
  signedOut: 'You are signed out, so nothing was saved. Sign in and try again.',
} as const

/**
 * Applies a change to state and waits for the persistence layer to write it, so a screen moves
 * on only once the change is stored, and keeps what was typed when it is not.
 */
function commit(change: AppThunk): AppThunk<Promise<SaveOutcome>> {
  return async (dispatch, getState, { storage }) => {
    const before = getState().transactions
    const written = storage.nextOutcome()
    dispatch(change)
    // An edit that changes nothing leaves state as it was, and so nothing is written.
    if (getState().transactions === before) return { ok: true }
    const outcome = await written
    return outcome.ok ? { ok: true } : { ok: false, message: failureMessage(outcome.failure) }
  }
}

export function addTransaction(draft: TransactionDraft): AppThunk<Promise<SaveOutcome>> {
  return async (dispatch, getState) => {
    const ownerId = getState().transactions.ownerId
    if (ownerId === null) return { ok: false, message: transactionMessages.signedOut }
    return dispatch(commit((inner) => void inner(transactionAdded(draft, ownerId))))
  }
}

/** Adds every planned row in one write: all of them are stored, or none. */
export function importTransactions(items: ImportItem[]): AppThunk<Promise<SaveOutcome>> {
  return async (dispatch, getState) => {
    const ownerId = getState().transactions.ownerId
    if (ownerId === null) return { ok: false, message: transactionMessages.signedOut }
    if (items.length === 0) return { ok: true }
    return dispatch(commit((inner) => void inner(transactionsImported(items, ownerId))))
  }
}

export function updateTransaction(
  id: string,
  changes: TransactionDraft,
): AppThunk<Promise<SaveOutcome>> {
  return async (dispatch, getState) => {
    if (!selectTransactionById(getState(), id))
      return { ok: false, message: transactionMessages.notFound }
    return dispatch(commit((inner) => void inner(transactionUpdated({ id, changes }))))
  }
}

export function deleteTransaction(id: string): AppThunk<Promise<SaveOutcome>> {
  return async (dispatch, getState) => {
    if (!selectTransactionById(getState(), id))
      return { ok: false, message: transactionMessages.notFound }
    return dispatch(commit((inner) => void inner(transactionDeleted(id))))
  }
}
