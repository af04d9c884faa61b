/** What the categories feature offers the others. */
export {
  CATCH_ALL,
  EXPENSE_CATEGORIES,
  INCOME_CATEGORIES,
  SPLIT_CATEGORY,
  type CategoryType,
} from './defaults'
export {
  missingRules,
  restoredCategoryOps,
  seedRecords,
  typesToSeed,
  type BackupLists,
  type ListRecords,
} from './backupLists'
export { applyRules } from './ruleMatch'
export { IMPORTED_MARK } from './ruleOffer'
export { selectCategoryRules } from './rulesSlice'
export { selectBackupLists, selectCategoryChoices, selectOwnCategoryChoices } from './selectors'
