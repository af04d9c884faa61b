import { plural } from '../../lib/plural'
import type { AppThunk } from '../../store/types'
import { readCollection } from '../../storage/collectionStore'
import { commit } from '../../collections/commit'
import { failureMessage } from '../../collections/failureMessages'
import { readRaw } from '../../storage/localStore'
import type { RecordOp, StoredRecord } from '../../storage/recordOps'
import { selectCurrentUser } from '../auth'
import { fromRecord, isFiledUnder, newRecord } from '../transactions'
import { transactionsImported } from '../transactions'
import { splitNewRows, type DuplicateCandidate } from './duplicates'
import type { ImportRow } from './model'

export type ImportOutcome =
  { ok: true; added: number; skipped: number } | { ok: false; message: string }

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** A stored record as the duplicate check sees it: its content, id, bank id and account. */
function candidate(value: StoredRecord, ownerId: string): DuplicateCandidate | null {
  const transaction = isFiledUnder(value, ownerId) ? fromRecord(value) : null
  if (!transaction) return null
  const { bankId, bankAccount } = value
  return {
    ...transaction,
    ...(nonEmpty(bankId) ? { bankId } : {}),
    ...(nonEmpty(bankAccount) ? { bankAccount } : {}),
  }
}

function candidates(records: readonly StoredRecord[], ownerId: string): DuplicateCandidate[] {
  return records.flatMap((value) => candidate(value, ownerId) ?? [])
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
    return raw.ok ? candidates(readCollection(collection, raw.value), owner.id) : []
  }
}

/** The record an import row is stored as: the bank's id and account are kept (as `bankId` and
 * `bankAccount`, see bankKey.ts), and a backup's record keeps its id and creation time. */
function recordOf(row: ImportRow, ownerId: string, now: Date): RecordOp {
  const { identity, bankId, bankAccount, ...fields } = row
  const record = {
    ...newRecord(fields, ownerId, now),
    ...(bankId ? { bankId } : {}),
    ...(bankAccount ? { bankAccount } : {}),
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
    const outcome = commit(
      dispatch,
      collectionFor('transactions', owner.id),
      (records) => {
        const { fresh } = splitNewRows(candidates(records, owner.id), rows)
        return fresh.map((row) => recordOf(row, owner.id, now))
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
