import type { AppThunk } from '../../store/types'
import { commit } from '../../collections/commit'
import type { WriteOutcome } from '../../storage/collectionStore'
import { failureMessage } from '../../collections/failureMessages'
import type { RecordOp } from '../../storage/recordOps'
import { selectCurrentUser } from '../auth'
import { newRecord, type TransactionFields } from './model'
import { transactionsBinding } from './transactionsStorage'
import { transactionAdded } from './transactionsSlice'

export type SaveOutcome = { ok: true } | { ok: false; message: string }

export type ImportOutcome =
  { ok: true; added: number; skipped: number } | { ok: false; message: string }

export const transactionMessages = {
  notFound: 'This transaction no longer exists, so nothing was changed.',
  signedOut: 'You are signed out, so nothing was saved. Sign in and try again.',
  changedElsewhere:
    'This transaction was changed in another tab or on another device after you opened it.',
} as const

export function outcomeOf(outcome: WriteOutcome<unknown>): SaveOutcome {
  if (outcome.ok) return { ok: true }
  if ('failure' in outcome) return { ok: false, message: failureMessage(outcome.failure) }
  return { ok: false, message: transactionMessages.notFound }
}

/** The signed-in person's id, the one owner of every record written here. */
export function ownerOf(getState: () => Parameters<typeof selectCurrentUser>[0]): string | null {
  return selectCurrentUser(getState())?.id ?? null
}

/** Adds a transaction; `extra` are fields other features keep on the record (a recurring
 * rule's occurrence mark). */
export function addTransaction(
  fields: TransactionFields,
  extra: Record<string, unknown> = {},
): AppThunk<SaveOutcome> {
  return (dispatch, getState) => {
    const owner = ownerOf(getState)
    if (owner === null) return { ok: false, message: transactionMessages.signedOut }
    const now = new Date()
    const add: RecordOp = {
      type: 'add',
      record: { ...newRecord(fields, owner, now), ...extra },
      newIdFrom: now.getTime(),
    }
    return outcomeOf(
      commit(dispatch, transactionsBinding.storage(owner), () => [add], transactionAdded),
    )
  }
}
