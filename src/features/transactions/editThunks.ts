import type { AppThunk } from '../../store/types'
import { commit } from '../../collections/commit'
import type { UndoText } from '../../collections/journal'
import { indexByIdentity, type RecordOp } from '../../storage/recordOps'
import {
  changedFields,
  fieldsToRecord,
  fromRecord,
  sameFields,
  transactionIdentity,
  type Transaction,
  type TransactionFields,
} from './model'
import { outcomeOf, ownerOf, transactionMessages, type SaveOutcome } from './transactionThunks'
import { transactionsBinding } from './transactionsStorage'
import { partnerPatch, storedPartner } from './transfers'
import { transactionDeleted, transactionUpdated } from './transactionsSlice'

/* Changes to a transaction the person has: only the form and the history make them, so their
   code comes with those screens rather than in the main bundle. */

/** An edit refused because the record changed elsewhere after the form opened. */
export type UpdateOutcome =
  SaveOutcome | { ok: false; message: string; changedElsewhere: Transaction }

/**
 * Writes only the fields the person changed from `base` (what the form opened with). When the
 * stored record no longer matches `base`, nothing is written unless they chose to overwrite.
 */
export function updateTransaction(
  id: string,
  base: TransactionFields,
  next: TransactionFields,
  { overwrite = false } = {},
): AppThunk<UpdateOutcome> {
  return (dispatch, getState) => {
    const owner = ownerOf(getState)
    if (owner === null) return { ok: false, message: transactionMessages.signedOut }
    const changed = changedFields(base, next)
    if (Object.keys(changed).length === 0) return { ok: true }
    const outcome = commit<Transaction>(
      dispatch,
      transactionsBinding.storage(owner),
      (records) => {
        const index = indexByIdentity(records, transactionIdentity).get(id)
        const stored = index === undefined ? null : fromRecord(records[index])
        if (stored && !overwrite && !sameFields(stored, base)) return { refused: stored }
        const updatedAt = new Date().toISOString()
        const fields = { ...fieldsToRecord(changed), updatedAt }
        // A transfer's other half takes its amount, date and description along.
        const partner = index === undefined ? null : storedPartner(records, index)
        return [
          { type: 'patch', identity: id, fields },
          ...(partner === null ? [] : partnerPatch(partner, changed, updatedAt)),
        ]
      },
      transactionUpdated,
    )
    if (!outcome.ok && 'refused' in outcome) {
      return {
        ok: false,
        message: transactionMessages.changedElsewhere,
        changedElsewhere: outcome.refused,
      }
    }
    return outcomeOf(outcome)
  }
}

const deletedText: UndoText = {
  message: 'Transaction deleted',
  undone: { fixed: 'Transaction restored' },
}

const transferDeletedText: UndoText = {
  message: 'Transfer deleted',
  undone: { fixed: 'Transfer restored' },
}

/** Deletes a transaction; a transfer's two halves go together, in one change one Undo takes
 * back. */
export function deleteTransaction(id: string): AppThunk<SaveOutcome> {
  return (dispatch, getState) => {
    const owner = ownerOf(getState)
    if (owner === null) return { ok: false, message: transactionMessages.signedOut }
    return outcomeOf(
      commit(
        dispatch,
        transactionsBinding.storage(owner),
        (records) => {
          const index = indexByIdentity(records, transactionIdentity).get(id)
          const partner = index === undefined ? null : storedPartner(records, index)
          return [id, ...(partner === null ? [] : [partner])].map((identity): RecordOp => ({
            type: 'remove',
            identity,
          }))
        },
        transactionDeleted,
        { undo: (changes) => (changes.length > 1 ? transferDeletedText : deletedText) },
      ),
    )
  }
}
