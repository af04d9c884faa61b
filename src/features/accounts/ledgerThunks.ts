import type { AppThunk } from '../../store/types'
import { commit, type ChangeEvent } from '../../collections/commit'
import { failureMessage } from '../../collections/failureMessages'
import type { Plan } from '../../storage/collectionStore'
import { inverseOps, type RecordChange, type RecordOp } from '../../storage/recordOps'
import { selectCurrentUser } from '../auth'
import {
  fromRecord,
  isFiledUnder,
  transactionAdded,
  transactionIdentity,
  transactionUpdated,
  type Transaction,
} from '../transactions'
import { newTransferOps, type TransferDraft } from './transfers'

export type LedgerOutcome = { ok: true } | { ok: false; message: string }

/** A write of the person's transactions, with what it changed (to take it back). */
export type LedgerWrite =
  { ok: true; changes: readonly RecordChange[] } | { ok: false; message: string }

/** Writes the signed-in person's transactions as `plan` (given their id and the time) says. */
function writeTransactions(
  plan: (ownerId: string, now: Date) => Plan<never>,
  event: ChangeEvent,
): AppThunk<LedgerWrite> {
  return (dispatch, getState, { collectionFor }) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return { ok: false, message: 'You are signed out, so nothing was saved.' }
    const storage = collectionFor('transactions', owner.id)
    const outcome = commit(dispatch, storage, plan(owner.id, new Date()), event)
    if (outcome.ok) return { ok: true, changes: outcome.changes }
    return {
      ok: false,
      message: 'failure' in outcome ? failureMessage(outcome.failure) : 'Nothing was saved.',
    }
  }
}

/** Moves money between two of the person's accounts: both halves in one change, so every tab,
 * device and Undo has both or neither. */
export function addTransfer(draft: TransferDraft): AppThunk<LedgerOutcome> {
  return (dispatch) => {
    const written = dispatch(
      writeTransactions(
        (ownerId, now) => (records) => newTransferOps(records, draft, ownerId, now),
        transactionAdded,
      ),
    )
    return written.ok ? { ok: true } : written
  }
}

/** Marks the transactions `matches` picks, as storage holds them now, reconciled. */
export function markReconciled(
  matches: (transaction: Transaction) => boolean,
): AppThunk<LedgerWrite> {
  return writeTransactions(
    (ownerId, now) => (records) =>
      records.flatMap((record): RecordOp[] => {
        const transaction = isFiledUnder(record, ownerId) ? fromRecord(record) : null
        if (!transaction || transaction.reconciled || !matches(transaction)) return []
        const fields = { reconciled: true, updatedAt: now.toISOString() }
        return [{ type: 'patch', identity: transaction.id, fields }]
      }),
    transactionUpdated,
  )
}

/** Takes back a write of the person's transactions made a moment ago in this task, when the
 * change it was part of could not be finished: what the screen reports as not saved must not
 * stay half saved. */
export function takeBack(changes: readonly RecordChange[]): AppThunk<LedgerWrite> {
  return writeTransactions(() => () => inverseOps(changes, transactionIdentity), transactionUpdated)
}
