import type { AppThunk } from '../../store/types'
import type { CategoryOutcome } from './outcome'
import { suggestedRuleCreated, type RuleSuggestion } from './ruleOfferSlice'
import { saveCategoryRule } from './ruleThunks'

/** The offer accepted: the rule saved, and the offer closed. Apart from the offer itself
 * (ruleOffer.ts), which every store listens with, so that saving rules is fetched only with the
 * signed-in pages. */
export function createSuggestedRule(suggestion: RuleSuggestion): AppThunk<CategoryOutcome> {
  return (dispatch) => {
    const outcome = dispatch(saveCategoryRule(suggestion.text, suggestion.category))
    if (outcome.ok) dispatch(suggestedRuleCreated())
    return outcome
  }
}
