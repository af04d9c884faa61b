/** What the categories feature offers the others. */
export { CATCH_ALL, EXPENSE_CATEGORIES, INCOME_CATEGORIES, type CategoryType } from './defaults'
export { missingCategories, missingRules, type BackupLists, type ListRecords } from './backupLists'
export { categoryKey } from './model'
export { applyRules } from './ruleMatch'
export { suggestRule } from './ruleOffer'
export {
  selectBackupLists,
  selectCategoryChoices,
  selectCategoryRules,
  selectOwnCategoryChoices,
} from './selectors'
