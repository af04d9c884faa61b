import type { AppThunk, ThunkExtra } from '../../store/types'
import { selectCurrentUser } from '../auth'
import {
  applyRules,
  missingCategories,
  missingRules,
  selectCategoryRules,
  type BackupLists,
  type ListRecords,
} from '../categories'
import { previewImport, type ImportPreview } from './importPreview'
import type { ParsedFile } from './model'
import { candidates, storedRecords } from './storedRecords'

/** What a backup's lists would add to what storage holds now. */
function listsToAdd(
  lists: BackupLists,
  ownerId: string,
  collectionFor: ThunkExtra['collectionFor'],
) {
  return {
    categories: missingCategories(lists, storedRecords(collectionFor('categories', ownerId))),
    rules: missingRules(lists, storedRecords(collectionFor('rules', ownerId))),
  }
}

const NO_LISTS: ListRecords = { categories: [], rules: [] }

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
    const transactions = owner ? storedRecords(collectionFor('transactions', owner.id)) : []
    const stored = owner ? candidates(transactions, owner.id) : []
    const rules = OWN_FORMATS.includes(file.format) ? [] : selectCategoryRules(getState())
    const lists = owner && file.lists ? listsToAdd(file.lists, owner.id, collectionFor) : NO_LISTS
    const preview = { ...previewImport(file, stored), lists }
    return rules.length === 0 ? preview : { ...preview, fresh: applyRules(preview.fresh, rules) }
  }
}
