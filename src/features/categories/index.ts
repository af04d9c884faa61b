/** What the categories feature offers the others. */
export {
  CATCH_ALL,
  EXPENSE_CATEGORIES,
  INCOME_CATEGORIES,
  type CategoryType,
} from './defaults'
export { categoryKey } from './model'
export { applyRules } from './ruleMatch'
export { suggestRule } from './ruleOffer'
export {
  selectCategoryChoices,
  selectCategoryRules,
  selectOwnCategoryChoices,
} from './selectors'
