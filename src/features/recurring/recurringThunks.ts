import type { AppThunk } from '../../store/types'
import { commit } from '../../collections/commit'
import type { UndoText } from '../../collections/journal'
import { failureMessage } from '../../collections/failureMessages'
import { selectCurrentUser } from '../auth'
import { addTransaction, type SaveOutcome, type TransactionFields } from '../transactions'
import { occurrenceAt } from './calendar'
import { catchUp } from './catchUp/catchUpThunks'
import { ruleIdentity, ruleRecord, type Every, type RecurringRule } from './model'
import { ruleAdded, ruleStopped, ruleTakenBack } from './recurringSlice'
import { recurringBinding } from './recurringStorage'

const messages = {
  signedOut: 'You are signed out, so nothing was saved. Sign in and try again.',
}

/**
 * Saves a transaction that repeats: the rule first (so its id marks the transaction as its first
 * occurrence), then the transaction. If the transaction cannot be stored, the rule is taken back.
 * A transaction with no later occurrence on the calendar is saved alone: its rule would add
 * nothing, and a rule's `next` must be a date.
 */
export function addRepeatingTransaction(
  fields: TransactionFields,
  every: Every,
): AppThunk<SaveOutcome> {
  return (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return { ok: false, message: messages.signedOut }
    const next = occurrenceAt({ every, start: fields.date }, 1)
    if (next === null) return dispatch(addTransaction(fields))
    const now = new Date()
    const record = ruleRecord(fields, every, next, now)
    const rules = recurringBinding.storage(owner.id)
    const added = commit(
      dispatch,
      rules,
      () => [{ type: 'add', record, newIdFrom: now.getTime() }],
      ruleAdded,
    )
    if (!added.ok) {
      return {
        ok: false,
        message: 'failure' in added ? failureMessage(added.failure) : messages.signedOut,
      }
    }
    const [change] = added.changes
    const ruleId = ruleIdentity(change.type === 'added' ? change.record : null) as string
    const saved = dispatch(
      addTransaction(fields, { occurrence: { rule: ruleId, date: fields.date } }),
    )
    if (saved.ok) dispatch(catchUp())
    else commit(dispatch, rules, () => [{ type: 'remove', identity: ruleId }], ruleTakenBack)
    return saved
  }
}

/** Stops a rule: the transactions it added stay, no more are added. Undo brings it back. */
const stoppedText: UndoText = {
  message: 'Recurring transaction stopped',
  undone: { fixed: 'Recurring transaction restarted' },
}

export function stopRule(rule: Pick<RecurringRule, 'id'>): AppThunk<SaveOutcome> {
  return (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return { ok: false, message: messages.signedOut }
    const outcome = commit(
      dispatch,
      recurringBinding.storage(owner.id),
      () => [{ type: 'remove', identity: rule.id }],
      ruleStopped,
      { undo: stoppedText },
    )
    return outcome.ok || !('failure' in outcome)
      ? { ok: true }
      : { ok: false, message: failureMessage(outcome.failure) }
  }
}
