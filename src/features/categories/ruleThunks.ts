import type { AppThunk } from '../../store/types'
import { commit } from '../../collections/commit'
import type { RecordOp, StoredRecord } from '../../storage/recordOps'
import { selectCurrentUser } from '../auth'
import { categoryFailures, outcomeOf, type CategoryOutcome } from './outcome'
import { categoryRuleFromRecord, categoryRuleRecord } from './ruleModel'
import { categoryRuleDeleted, categoryRuleSaved } from './rulesSlice'
import { categoryRulesBinding } from './rulesStorage'

/** A new rule; or, for a text a rule already looks for (ignoring case), that rule's new
 * category: a person edits a rule by adding it again. */
export function saveRulePlan(contains: string, category: string, now: Date) {
  return (records: readonly StoredRecord[]): RecordOp[] => {
    const text = contains.trim()
    const existing = records
      .map(categoryRuleFromRecord)
      .find((rule) => rule?.contains.toLowerCase() === text.toLowerCase())
    if (existing) {
      const fields = { contains: text, category, updatedAt: now.toISOString() }
      return [{ type: 'patch', identity: existing.id, fields }]
    }
    return [
      { type: 'add', record: categoryRuleRecord(text, category, now), newIdFrom: now.getTime() },
    ]
  }
}

export function saveCategoryRule(contains: string, category: string): AppThunk<CategoryOutcome> {
  return (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return { ok: false, message: categoryFailures.signedOut }
    const plan = saveRulePlan(contains, category, new Date())
    return outcomeOf(
      commit(dispatch, categoryRulesBinding.storage(owner.id), plan, categoryRuleSaved),
    )
  }
}

export function deleteCategoryRule(id: string): AppThunk<CategoryOutcome> {
  return (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return { ok: false, message: categoryFailures.signedOut }
    const outcome = commit(
      dispatch,
      categoryRulesBinding.storage(owner.id),
      () => [{ type: 'remove', identity: id }],
      categoryRuleDeleted,
    )
    // A rule deleted elsewhere meanwhile is gone either way.
    return outcome.ok || !('failure' in outcome) ? { ok: true } : outcomeOf(outcome)
  }
}
