import { createCollectionSlice } from '../../collections/collectionSlice'
import type { ItemList } from '../../collections/itemList'
import type { RecordListSpec } from '../../collections/recordList'
import { collectionChange } from '../../collections/events'
import { userLoggedOut } from '../auth'
import {
  categoryRuleFromRecord,
  categoryRuleIdentity,
  compareCategoryRules,
  type CategoryRule,
} from './ruleModel'

export type CategoryRulesState = ItemList<CategoryRule>

export const categoryRuleList: RecordListSpec<CategoryRule> = {
  identity: categoryRuleIdentity,
  fromRecord: categoryRuleFromRecord,
  identityOfItem: (rule) => rule.id,
  compare: compareCategoryRules,
  same: (a, b) =>
    a.id === b.id &&
    a.contains === b.contains &&
    a.category === b.category &&
    a.updatedAt === b.updatedAt,
}

export const categoryRuleSaved = collectionChange('categories/ruleSaved')
export const categoryRuleDeleted = collectionChange('categories/ruleDeleted')

/** The rules that categorise imports (`rules_<userId>`), by the text they look for. */
const categoryRulesSlice = createCollectionSlice({
  name: 'rules',
  collection: 'rules',
  spec: categoryRuleList,
  clearOn: userLoggedOut,
})
export const selectCategoryRules = (state: { rules: CategoryRulesState }) => state.rules

export default categoryRulesSlice
