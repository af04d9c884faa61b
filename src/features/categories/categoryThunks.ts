import type { AppThunk } from '../../store/types'
import { commit } from '../../collections/commit'
import { selectCurrentUser } from '../auth'
import { addCategoryPlan, hideCategoryPlan } from './categoryOps'
import { categoryAdded, categoryShownOrHidden } from './categoriesSlice'
import { categoriesBinding } from './categoriesStorage'
import type { CategoryType } from './defaults'
import { categoryFailures, outcomeOf, type CategoryOutcome } from './outcome'

export function addCategory(name: string, type: CategoryType): AppThunk<CategoryOutcome> {
  return (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return { ok: false, message: categoryFailures.signedOut }
    const plan = addCategoryPlan(name, type, new Date())
    return outcomeOf(commit(dispatch, categoriesBinding.storage(owner.id), plan, categoryAdded))
  }
}

/** Hides a category from the forms' choices, or shows it again. */
export function setCategoryHidden(
  name: string,
  type: CategoryType,
  hidden: boolean,
): AppThunk<CategoryOutcome> {
  return (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return { ok: false, message: categoryFailures.signedOut }
    const plan = hideCategoryPlan(name, type, hidden, new Date())
    return outcomeOf(
      commit(dispatch, categoriesBinding.storage(owner.id), plan, categoryShownOrHidden),
    )
  }
}
