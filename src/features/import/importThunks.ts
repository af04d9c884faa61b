import { plural } from '../../lib/plural'
import type { AppThunk } from '../../store/types'
import { readCollection, type Collection } from '../../storage/collectionStore'
import { commit } from '../../collections/commit'
import { failureMessage } from '../../collections/failureMessages'
import { readRaw } from '../../storage/localStore'
import type { RecordOp, StoredRecord } from '../../storage/recordOps'
import { selectCurrentUser } from '../auth'
import { applyRules, selectCategoryRules } from '../categories'
import { fromRecord, IMPORTED_MARK, isFiledUnder, newRecord } from '../transactions'
import { transactionsImported } from '../transactions'
import { splitNewRows, type DuplicateCandidate } from './duplicates'
import { previewImport, type ImportPreview } from './importPreview'
import type { ImportRow, ParsedFile } from './model'

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

function storedCandidates(collection: Collection, ownerId: string): DuplicateCandidate[] {
  const raw = readRaw(collection.key)
  return raw.ok ? candidates(readCollection(collection, raw.value), ownerId) : []
}

/** This app's own files hold the person's records as they were: restored as they are. */
const OWN_FORMATS: readonly ParsedFile['format'][] = ['app-csv', 'app-json']

/**
 * What importing a file would do: its rows compared with the stored records, as the write will
 * compare them (importRows). The list on screen leaves out bank ids, so a transaction imported
 * from a statement and edited since (its payee renamed) looked new to the preview, which then
 * promised rows the write rightly skipped. A bank's or another app's rows without a category
 * get the person's rules' (UI_CONTRACT.md), already in the preview: what it lists is written.
 */
export function previewFile(file: ParsedFile): AppThunk<ImportPreview> {
  return (_dispatch, getState, { collectionFor }) => {
    const owner = selectCurrentUser(getState())
    const stored = owner ? storedCandidates(collectionFor('transactions', owner.id), owner.id) : []
    const rules = OWN_FORMATS.includes(file.format) ? [] : selectCategoryRules(getState())
    const preview = previewImport(file, stored)
    return rules.length === 0 ? preview : { ...preview, fresh: applyRules(preview.fresh, rules) }
  }
}

/** The record an import row is stored as: the bank's id and account are kept (as `bankId` and
 * `bankAccount`, see bankKey.ts), and a backup's record keeps its id and creation time; any
 * other row is marked as imported (a new category given to it suggests a rule). */
function recordOf(row: ImportRow, ownerId: string, now: Date): RecordOp {
  const { identity, bankId, bankAccount, ...fields } = row
  const record = {
    ...newRecord(fields, ownerId, now),
    ...(bankId ? { bankId } : {}),
    ...(bankAccount ? { bankAccount } : {}),
  }
  return identity
    ? { type: 'add', record: { ...record, ...identity } }
    : { type: 'add', record: { ...record, ...IMPORTED_MARK }, newIdFrom: now.getTime() }
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
