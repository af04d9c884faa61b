import type { AppState, AppThunk, ThunkExtra } from '../../store/types'
import { selectCurrentUser } from '../auth'
import {
  accountIdsAfterRestore,
  selectAccountChoices,
  selectAccountOf,
  selectAccounts,
} from '../accounts'
import {
  applyRules,
  missingRules,
  restoredCategoryOps,
  seedRecords,
  typesToSeed,
  selectCategoryRules,
  type BackupLists,
  type ListRecords,
} from '../categories'
import type { DuplicateCandidate } from './duplicates'
import { previewImport, type ImportPreview } from './importPreview'
import type { ParsedFile } from './model'
import { accountOfBank, placeRows } from './placeRows'
import { candidates, storedRecords } from './storedRecords'

/** A preview with the account the file's rows go to (those that name none of their own). */
export type PlacedPreview = ImportPreview & { account: string }

/** What a backup's lists would add to what storage holds now. */
function listsToAdd(
  lists: BackupLists,
  ownerId: string,
  collectionFor: ThunkExtra['collectionFor'],
) {
  const stored = storedRecords(collectionFor('categories', ownerId))
  // As the import will write them: SPEC.md's list first where the person keeps it.
  const seeded = typesToSeed(lists, stored)
  const seeds = seedRecords(seeded, new Date())
  const ops = restoredCategoryOps(lists, [...stored, ...seeds], seeded)
  return {
    categories: ops.flatMap((op) => (op.type === 'add' ? [op.record] : [])),
    rules: missingRules(lists, storedRecords(collectionFor('rules', ownerId))),
  }
}

const NO_LISTS: ListRecords = { categories: [], rules: [] }

/** This app's own files hold the person's records as they were: restored as they are. */
const OWN_FORMATS: readonly ParsedFile['format'][] = ['app-csv', 'app-json']

/** The file's rows placed (see placeRows) in `chosen`, else where a statement of the same bank
 * account went last time, else where the person last added a transaction. */
function placed(
  state: AppState,
  file: ParsedFile,
  stored: readonly DuplicateCandidate[],
  chosen: string | null,
): { account: string; file: ParsedFile } {
  const bankAccount = file.rows.find((row) => row.bankAccount)?.bankAccount
  const account =
    chosen ?? accountOfBank(stored, bankAccount) ?? selectAccountChoices(state).lastUsed
  const accounts = selectAccounts(state)
  const ids = accountIdsAfterRestore(accounts, file.accounts ?? [])
  return {
    account,
    file: { ...file, rows: placeRows(file.rows, { target: account, ids, accounts }) },
  }
}

/**
 * What importing a file would do: its rows, placed in their accounts, compared with the stored
 * records, as the write will compare them (importRows). The list on screen leaves out bank ids,
 * so a transaction imported from a statement and edited since (its payee renamed) looked new to
 * the preview, which then promised rows the write rightly skipped. A bank's or another app's
 * rows without a category get the person's rules' (UI_CONTRACT.md), already in the preview:
 * what it lists is written.
 */
export function previewFile(
  file: ParsedFile,
  chosenAccount: string | null = null,
): AppThunk<PlacedPreview> {
  return (_dispatch, getState, { collectionFor }) => {
    const state = getState()
    const owner = selectCurrentUser(state)
    const transactions = owner ? storedRecords(collectionFor('transactions', owner.id)) : []
    const stored = owner ? candidates(transactions, owner.id, selectAccountOf(state)) : []
    const { account, file: placedFile } = placed(state, file, stored, chosenAccount)
    const rules = OWN_FORMATS.includes(file.format) ? [] : selectCategoryRules(state)
    const lists = owner && file.lists ? listsToAdd(file.lists, owner.id, collectionFor) : NO_LISTS
    const preview = { ...previewImport(placedFile, stored), lists, account }
    return rules.length === 0 ? preview : { ...preview, fresh: applyRules(preview.fresh, rules) }
  }
}
