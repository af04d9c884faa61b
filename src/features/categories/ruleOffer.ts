import type { AppThunk } from '../../store/types'
import { ruleSuggested, type RuleSuggestion } from './ruleOfferSlice'
import { selectCategoryRules } from './rulesSlice'

/** The mark an import leaves on a bank's or another app's row it adds: a new category given to
 * such a row may be worth a rule for the next import. */
export const IMPORTED_MARK = { imported: true } as const

/** The offer's question (UI_CONTRACT.md). */
export const offerText = ({ category, text }: RuleSuggestion) =>
  `Always use ${category} for “${text}”?`

/**
 * After a person gives an imported transaction another category, offers the rule that would
 * have given it that category: its description as imported (what the next import's row of the
 * same payee holds) → the new category. Nothing to offer for a row without a description, or
 * when a rule already does exactly that.
 */
export function suggestRule(category: string, description: string): AppThunk {
  return (dispatch, getState) => {
    const text = description.trim()
    if (text === '') return
    const known = selectCategoryRules(getState()).some(
      (rule) => rule.category === category && rule.contains.toLowerCase() === text.toLowerCase(),
    )
    if (!known) dispatch(ruleSuggested({ category, text }))
  }
}
