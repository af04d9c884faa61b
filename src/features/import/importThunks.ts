import { plural } from '../../lib/plural'
import type { AppDispatch, AppThunk } from '../../store/types'
import { commit } from '../../collections/commit'
import { backgroundWriteFailed, collectionChanged } from '../../collections/events'
import type { UndoText } from '../../collections/journal'
import { failureMessage } from '../../collections/failureMessages'
import type { RecordOp, StoredRecord } from '../../storage/recordOps'
import type { Collection, Plan } from '../../storage/collectionStore'
import { selectCurrentUser } from '../auth'
import {
  restoreAccounts,
  selectAccountOf,
  selectKeepsAccounts,
  takeBackAccounts,
} from '../accounts'
import {
  IMPORTED_MARK,
  missingRules,
  restoredCategoryOps,
  seedRecords,
  typesToSeed,
  type BackupLists,
  type CategoryType,
} from '../categories'
import { newRecord } from '../transactions'
import { transactionsImported } from '../transactions'
import { splitNewRows } from './duplicates'
import type { ImportRow, ParsedFile } from './model'
import { candidates } from './storedRecords'

export type ImportOutcome =
  { ok: true; added: number; skipped: number } | { ok: false; message: string }

/** The record an import row is stored as: the bank's id and account are kept (as `bankId` and
 * `bankAccount`, see bankKey.ts), and a backup's record keeps its id, creation time, transfer
 * and reconciled mark; any other row is marked as imported (a new category given to it suggests
 * a rule). Its app account is written while the person keeps accounts (`named`): until then
 * every transaction is in Main, naming none. */
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
    : { type: 'add', record: { ...record, ...IMPORTED_MARK }, newIdFrom: now.getTime() }
}

const addOp = (record: StoredRecord): RecordOp => ({ type: 'add', record })

/**
 * Writes SPEC.md's list of each type the backup brings and storage lacks as the person's, apart
 * from the import (see seedRecords), and gives the plan that makes the lists the backup's: so
 * the import's Undo takes back what the backup changed, and a category added meanwhile keeps
 * the rest of the list. A seed storage refuses leaves the plan to meet the same refusal.
 */
function restoreCategories(
  dispatch: AppDispatch,
  collection: Collection,
  lists: BackupLists,
  now: Date,
): Plan<never> {
  let seeded: CategoryType[] = []
  const seed = commit(
    dispatch,
    collection,
    (records) => {
      seeded = typesToSeed(lists, records)
      return seedRecords(seeded, now).map(addOp)
    },
    collectionChanged,
  )
  if (!seed.ok) seeded = []
  return (records) => restoredCategoryOps(lists, records, seeded)
}

/** Importing the backup again adds what it lacks and skips the rows it holds. */
const listsNotRestored =
  "Your browser's storage is full, so the backup's categories and rules were not restored (its transactions were). Free some space and import the backup again."

/**
 * Adds the rows not yet stored, all in one write: every one is stored, or none. Which are new is
 * decided on what storage holds at that moment, so the same preview confirmed in two tabs adds
 * its rows once, and a file imported twice adds nothing the second time. A backup's accounts
 * that storage lacks come first, so its rows land in them; its category lists and rules after.
 * Each is a write of its collection in the same group (see JournalEntry), so one Undo takes the
 * whole import back, and other tabs and sync hear of each.
 */
export function importRows(
  rows: readonly ImportRow[],
  backup: Pick<ParsedFile, 'lists' | 'accounts'> = {},
): AppThunk<ImportOutcome> {
  return (dispatch, getState, { collectionFor }) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return { ok: false, message: 'You are signed out, so nothing was imported.' }
    const now = new Date()
    const undo = (added: number): UndoText => ({
      message: `Imported ${plural(added, 'transaction')}.`,
      undone: { removedTransactions: true },
    })
    const group = crypto.randomUUID()
    // Its text counts no rows: the rows' write, in the same group, then says how many.
    const restored = backup.accounts
      ? dispatch(restoreAccounts(backup.accounts, { undo: undo(0), group }))
      : null
    if (restored && !restored.ok) return restored
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
      { undo: (changes) => undo(changes.length), group },
    )
    if (!outcome.ok) {
      if (restored) dispatch(takeBackAccounts(restored.changes, group))
      return {
        ok: false,
        message: 'failure' in outcome ? failureMessage(outcome.failure) : 'Nothing was imported.',
      }
    }
    const added = outcome.changes.length
    const { lists } = backup
    if (lists) {
      const plans = {
        categories: restoreCategories(dispatch, collectionFor('categories', owner.id), lists, now),
        rules: (records: readonly StoredRecord[]) => missingRules(lists, records).map(addOp),
      }
      for (const name of ['categories', 'rules'] as const) {
        const kept = commit(
          dispatch,
          collectionFor(name, owner.id),
          plans[name],
          collectionChanged,
          { undo: undo(added), group },
        )
        // The rows are in: the import succeeded, but the person must hear what it left out.
        if (!kept.ok && 'failure' in kept) {
          dispatch(backgroundWriteFailed({ failure: kept.failure, message: listsNotRestored }))
        }
      }
    }
    return { ok: true, added, skipped: rows.length - added }
  }
}
