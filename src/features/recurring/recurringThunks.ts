import type { AppThunk } from '../../store/types'
import { todayIso, type IsoDate } from '../../lib/dates'
import { commit } from '../../collections/commit'
import type { UndoText } from '../../collections/journal'
import { failureMessage } from '../../collections/failureMessages'
import { indexByIdentity, type RecordOp } from '../../storage/recordOps'
import { backgroundWriteFailed } from '../../collections/events'
import { selectCurrentUser } from '../auth'
import {
  addTransaction,
  newRecord,
  transactionIdentity,
  type SaveOutcome,
  type TransactionFields,
} from '../transactions'
import { occurrenceAt } from './calendar'
import { nextAfter, planCatchUp } from './catchUp'
import {
  occurrenceFields,
  ruleFromRecord,
  ruleIdentity,
  ruleIdentityOf,
  ruleRecord,
  type Every,
  type RecurringRule,
} from './model'
import {
  catchUpFailed,
  catchUpFinished,
  catchUpStarted,
  occurrencesAdded,
  ruleAdded,
  rulesAdvanced,
  ruleStopped,
  ruleTakenBack,
} from './recurringSlice'
import { recurringBinding } from './recurringStorage'

const messages = {
  signedOut: 'You are signed out, so nothing was saved. Sign in and try again.',
  catchUpNotSaved: {
    quota:
      "Recurring transactions that came due could not be added because this browser's storage is full. Free some space; they will be added then.",
    other:
      'Recurring transactions that came due could not be added because this browser is not letting the app use its storage. They will be added once it does.',
  },
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

/**
 * Adds every occurrence that has come due up to `today` as an ordinary transaction, exactly
 * once: the rules, and whether an occurrence is there, are what storage holds at the moment of
 * the write, not what this tab shows (a tab following another tab's sync may hear "Up to date"
 * before the storage event that brings the rules sync wrote). Then each rule's `next` moves on
 * (never back, whatever another tab wrote). Nothing while it awaits sync (see CatchUpState): it
 * runs when that ends.
 */
export function catchUp(today: IsoDate = todayIso()): AppThunk {
  return (dispatch, getState, { collectionFor }) => {
    const owner = selectCurrentUser(getState())
    const { status } = getState().catchUp
    if (!owner || status === 'running' || status === 'awaitingSync') return
    // Read in the task of the write below, so no other tab's write comes in between.
    const rules = recurringBinding.stored(owner.id)
    // Without rules nothing comes due: spare a look through every stored transaction.
    if (rules.length === 0) return
    dispatch(catchUpStarted())
    const now = new Date()
    const transactions = collectionFor('transactions', owner.id)
    const written = commit(
      dispatch,
      transactions,
      (records) => {
        const plan = planCatchUp(rules, records, transactionIdentity, today)
        const removes: RecordOp[] = plan.duplicates.map((identity) => ({
          type: 'remove',
          identity,
        }))
        const adds: RecordOp[] = plan.due.map(({ rule, date }) => ({
          type: 'add',
          record: {
            ...newRecord(occurrenceFields(rule, date), owner.id, now),
            occurrence: { rule: rule.id, date },
          },
          newIdFrom: now.getTime(),
        }))
        return [...removes, ...adds]
      },
      occurrencesAdded,
    )
    const advanced = written.ok
      ? commit(
          dispatch,
          recurringBinding.storage(owner.id),
          // Moving `next` on is no one's edit: updatedAt stays, so stopping a rule on another
          // device (a later change) still wins over it.
          (records) =>
            [...indexByIdentity(records, ruleIdentityOf)].flatMap(([id, index]): RecordOp[] => {
              const stored = ruleFromRecord(records[index])
              const next = stored && nextAfter(stored, today)
              return stored && next && next > stored.next
                ? [{ type: 'patch', identity: id, fields: { next } }]
                : []
            }),
          rulesAdvanced,
        )
      : written
    if (advanced.ok) {
      dispatch(catchUpFinished(today))
      return
    }
    const failure = 'failure' in advanced ? advanced.failure : null
    const message = messages.catchUpNotSaved[failure?.kind === 'quota' ? 'quota' : 'other']
    dispatch(catchUpFailed(message))
    // Only when the occurrences themselves were not stored: once they are, a rule whose `next`
    // did not move on is tried again, and its occurrences, already there, are not added twice.
    if (failure && !written.ok) dispatch(backgroundWriteFailed({ failure, message }))
  }
}
