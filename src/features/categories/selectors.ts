import { createSelector } from '@reduxjs/toolkit'
import type { AppState } from '../../store/types'
import { defaultCategories, type CategoryType } from './defaults'
import type { BackupLists } from './backupLists'
import { categoryRecordOf, type Category } from './model'
import { categoryRuleRecordOf } from './ruleModel'
import { selectCategoryRules } from './rulesSlice'

export type CategoryLists = Readonly<Record<CategoryType, readonly Category[]>>

const TYPES: readonly CategoryType[] = ['expense', 'income']

const spec = (type: CategoryType): readonly Category[] =>
  defaultCategories(type).map((name) => ({ name, type, hidden: false, updatedAt: '' }))
const SPEC_LISTS: CategoryLists = { expense: spec('expense'), income: spec('income') }

/**
 * Each type's list: the person's own once they keep any category of that type
 * (`categories_<userId>`), SPEC.md's until then, so a person who never changes them sees
 * exactly SPEC.md's lists everywhere.
 */
export const selectCategoryLists = createSelector(
  [(state: AppState) => state.categories],
  (kept): CategoryLists => {
    if (kept.length === 0) return SPEC_LISTS
    const own = (type: CategoryType) => kept.filter((category) => category.type === type)
    const [expense, income] = TYPES.map(own)
    return {
      expense: expense.length > 0 ? expense : SPEC_LISTS.expense,
      income: income.length > 0 ? income : SPEC_LISTS.income,
    }
  },
)

const visible = (list: readonly Category[]) =>
  list.filter((category) => !category.hidden).map((category) => category.name)

/** The names a form offers for a type: its list's visible categories, in order. */
export const selectCategoryChoices = createSelector(
  [selectCategoryLists, (_state: AppState, type: CategoryType) => type],
  (lists, type): readonly string[] => visible(lists[type]),
)

/** Every visible name of both lists once, expense ones first: what a rule may set. */
export const selectAnyTypeChoices = createSelector([selectCategoryLists], (lists) => [
  ...new Set([...visible(lists.expense), ...visible(lists.income)]),
])

/** The visible names of a person who keeps their own lists; none for one who keeps SPEC.md's,
 * whose history filter lists only the categories their records hold, as SPEC.md says. */
export const selectOwnCategoryChoices = createSelector(
  [(state: AppState) => state.categories, selectAnyTypeChoices],
  (kept, choices): readonly string[] => (kept.length === 0 ? [] : choices),
)

/** What a JSON backup keeps of the lists: the person's own categories, when they keep any, and
 * their rules, as stored. */
export const selectBackupLists = createSelector(
  [(state: AppState) => state.categories, selectCategoryRules],
  (categories, rules): BackupLists => ({
    ...(categories.length > 0 ? { categories: categories.map(categoryRecordOf) } : {}),
    ...(rules.length > 0 ? { rules: rules.map(categoryRuleRecordOf) } : {}),
  }),
)
