import type { AppThunk } from '../../store/types'
import { commit } from '../../collections/commit'
import { failureMessage } from '../../collections/failureMessages'
import { indexByIdentity } from '../../storage/recordOps'
import { selectCurrentUser } from '../auth'
import { budgetRemoved, budgetSaved } from './budgetsSlice'
import { budgetsBinding } from './budgetsStorage'
import { budgetIdentityOf, budgetRecord } from './model'

export type BudgetOutcome = { ok: true } | { ok: false; message: string }

const signedOut = { ok: false, message: 'You are signed out, so nothing was saved.' } as const

/** Sets a category's monthly limit: a new budget, or a new limit for the one it has. */
export function saveBudget(category: string, limitCents: number): AppThunk<BudgetOutcome> {
  return (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return signedOut
    const record = budgetRecord(category, limitCents, new Date())
    const outcome = commit(
      dispatch,
      budgetsBinding.storage(owner.id),
      (records) =>
        indexByIdentity(records, budgetIdentityOf).has(category)
          ? [{ type: 'patch', identity: category, fields: record }]
          : [{ type: 'add', record }],
      budgetSaved,
    )
    return outcome.ok || !('failure' in outcome)
      ? { ok: true }
      : { ok: false, message: failureMessage(outcome.failure) }
  }
}

export function removeBudget(category: string): AppThunk<BudgetOutcome> {
  return (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return signedOut
    const outcome = commit(
      dispatch,
      budgetsBinding.storage(owner.id),
      () => [{ type: 'remove', identity: category }],
      budgetRemoved,
    )
    // A budget removed elsewhere meanwhile is gone either way.
    return outcome.ok || !('failure' in outcome)
      ? { ok: true }
      : { ok: false, message: failureMessage(outcome.failure) }
  }
}
