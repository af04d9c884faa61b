import { plural } from '../../lib/plural'
import type { AppThunk } from '../../store/types'
import { readCollection } from '../../storage/collectionStore'
import { commit } from '../../collections/commit'
import { failureMessage } from '../../collections/failureMessages'
import { readRaw } from '../../storage/localStore'
import type { RecordOp, StoredRecord } from '../../storage/recordOps'
import { selectCurrentUser } from '../auth'
import { selectAccountOf, selectKeepsAccounts } from '../accounts'
import { fromRecord, isFiledUnder, newRecord } from '../transactions'
import { transactionsImported } from '../transactions'
import { splitNewRows, type DuplicateCandidate } from './duplicates'
import type { ImportRow } from './model'

export type ImportOutcome =
  { ok: true; added: number; skipped: number } | { ok: false; message: string }

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== ''

type AccountOf = (transaction: { account?: string }) => string

/** A stored record as the duplicate check sees it: its content, id, bank id, bank account and
 * the app account it is in. */
function candidate(
  value: StoredRecord,
  ownerId: string,
  accountOf: AccountOf,
): DuplicateCandidate | null {
  const transaction = isFiledUnder(value, ownerId) ? fromRecord(value) : null
  if (!transaction) return null
  const { bankId, bankAccount } = value
  return {
    ...transaction,
    account: accountOf(transaction),
    ...(nonEmpty(bankId) ? { bankId } : {}),
    ...(nonEmpty(bankAccount) ? { bankAccount } : {}),
  }
}

function candidates(
  records: readonly StoredRecord[],
  ownerId: string,
  accountOf: AccountOf,
): DuplicateCandidate[] {
  return records.flatMap((value) => candidate(value, ownerId, accountOf) ?? [])
}

/**
 * What the preview compares a file with: the stored records, as the write will (importRows).
 * The list on screen leaves out bank ids, so a transaction imported from a statement and
 * edited since (its payee renamed) looked new to the preview, which then promised rows the
 * write rightly skipped.
 */
export function storedForImport(): AppThunk<DuplicateCandidate[]> {
  return (_dispatch, getState, { collectionFor }) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return []
    const collection = collectionFor('transactions', owner.id)
    const raw = readRaw(collection.key)
    const accountOf = selectAccountOf(getState())
    return raw.ok ? candidates(readCollection(collection, raw.value), owner.id, accountOf) : []
  }
}

/** The record an import row is stored as: the bank's id and account are kept (as `bankId` and
 * `bankAccount`, see bankKey.ts), and a backup's record keeps its id, creation time, transfer
 * and reconciled mark. Its app account is written while the person keeps accounts (`named`):
 * until then every transaction is in Main, naming none. */
function recordOf(row: ImportRow, ownerId: string, now: Date, named: boolean): RecordOp {
  const { identity, bankId, bankAccount, account, accountName, transfer, reconciled, ...fields } =
    row
  void accountName
  const record = {
    ...newRecord({ ...fields, ...(named && account ? { account } : {}) }, ownerId, now),
    ...(bankId ? { bankId } : {}),
    ...(bankAccount ? { bankAccount } : {}),
    ...(transfer ? { transfer } : {}),
    ...(reconciled ? { reconciled } : {}),
  }
  return identity
    ? { type: 'add', record: { ...record, ...identity } }
    : { type: 'add', record, newIdFrom: now.getTime() }
}

/**
 * Adds the rows not yet stored, all in one write: every one is stored, or none. Which are new is
 * decided on what storage holds at that moment, so the same preview confirmed in two tabs adds
 * its rows once, and a file imported twice adds nothing the second time.
 */
export function importRows(rows: readonly ImportRow[]): AppThunk<ImportOutcome> {
  return (dispatch, getState, { collectionFor }) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return { ok: false, message: 'You are signed out, so nothing was imported.' }
    const now = new Date()
    const accountOf = selectAccountOf(getState())
    const named = selectKeepsAccounts(getState())
    const outcome = commit(
      dispatch,
      collectionFor('transactions', owner.id),
      (records) => {
        // A row the dialog did not place is in the first account, as a stored one would be.
        const placed = rows.map((row) => ({ ...row, account: accountOf(row) }))
        const { fresh } = splitNewRows(candidates(records, owner.id, accountOf), placed)
        return fresh.map((row) => recordOf(row, owner.id, now, named))
      },
      transactionsImported,
      {
        undo: (changes) => ({
          message: `Imported ${plural(changes.length, 'transaction')}.`,
          undone: { removedTransactions: true },
        }),
      },
    )
    if (outcome.ok) {
      const added = outcome.changes.length
      return { ok: true, added, skipped: rows.length - added }
    }
    return {
      ok: false,
      message: 'failure' in outcome ? failureMessage(outcome.failure) : 'Nothing was imported.',
    }
  }
}
