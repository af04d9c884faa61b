import type { AppThunk } from '../../store/types'
import { commit } from '../../collections/commit'
import type { UndoText } from '../../collections/journal'
import type { WriteOutcome } from '../../storage/collectionStore'
import { failureMessage } from '../../collections/failureMessages'
import { indexByIdentity, type RecordOp } from '../../storage/recordOps'
import { selectCurrentUser } from '../auth'
import {
  changedFields,
  fieldsToRecord,
  fromRecord,
  isFiledUnder,
  newRecord,
  sameFields,
  transactionIdentity,
  type Transaction,
  type TransactionFields,
} from './model'
import { transactionsBinding } from './transactionsStorage'
import { newTransferOps, partnerPatch, storedPartner, type TransferDraft } from './transfers'
import { transactionAdded, transactionDeleted, transactionUpdated } from './transactionsSlice'

export type SaveOutcome = { ok: true } | { ok: false; message: string }

/** An edit refused because the record changed elsewhere after the form opened. */
export type UpdateOutcome =
  SaveOutcome | { ok: false; message: string; changedElsewhere: Transaction }

export type ImportOutcome =
  { ok: true; added: number; skipped: number } | { ok: false; message: string }

export const transactionMessages = {
  notFound: 'This transaction no longer exists, so nothing was changed.',
  signedOut: 'You are signed out, so nothing was saved. Sign in and try again.',
  changedElsewhere:
    'This transaction was changed in another tab or on another device after you opened it.',
} as const

function outcomeOf(outcome: WriteOutcome<unknown>): SaveOutcome {
  if (outcome.ok) return { ok: true }
  if ('failure' in outcome) return { ok: false, message: failureMessage(outcome.failure) }
  return { ok: false, message: transactionMessages.notFound }
}

/** The signed-in person's id, the one owner of every record written here. */
function ownerOf(getState: () => Parameters<typeof selectCurrentUser>[0]): string | null {
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

/** Moves money between two of the person's accounts: both halves in one change, so every tab,
 * device and Undo has both or neither. */
export function addTransfer(draft: TransferDraft): AppThunk<SaveOutcome> {
  return (dispatch, getState) => {
    const owner = ownerOf(getState)
    if (owner === null) return { ok: false, message: transactionMessages.signedOut }
    const now = new Date()
    return outcomeOf(
      commit(
        dispatch,
        transactionsBinding.storage(owner),
        (records) => newTransferOps(records, draft, owner, now),
        transactionAdded,
      ),
    )
  }
}

/** Marks the transactions `matches` picks, as storage holds them now, reconciled. */
export function markReconciled(
  matches: (transaction: Transaction) => boolean,
): AppThunk<SaveOutcome> {
  return (dispatch, getState) => {
    const owner = ownerOf(getState)
    if (owner === null) return { ok: false, message: transactionMessages.signedOut }
    const updatedAt = new Date().toISOString()
    return outcomeOf(
      commit(
        dispatch,
        transactionsBinding.storage(owner),
        (records) =>
          records.flatMap((record): RecordOp[] => {
            const transaction = isFiledUnder(record, owner) ? fromRecord(record) : null
            if (!transaction || transaction.reconciled || !matches(transaction)) return []
            const fields = { reconciled: true, updatedAt }
            return [{ type: 'patch', identity: transaction.id, fields }]
          }),
        transactionUpdated,
      ),
    )
  }
}
