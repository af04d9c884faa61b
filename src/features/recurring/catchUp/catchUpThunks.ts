import type { AppThunk } from '../../../store/types'
import { todayIso, type IsoDate } from '../../../lib/dates'
import { backgroundWriteFailed } from '../../../collections/events'
import { failureMessage } from '../../../collections/failureMessages'
import { selectCurrentUser } from '../../auth'
import { recurringBinding } from '../recurringStorage'
import { catchUpAsked, catchUpFailed, catchUpFinished, catchUpStarted } from './catchUpSlice'
import { ASK_ABOVE } from './plan'
import { moveOn, writeOccurrences } from './writes'

const notSaved = {
  quota:
    "Recurring transactions that came due could not be added because this browser's storage is full. Free some space; they will be added then.",
  other:
    'Recurring transactions that came due could not be added because this browser is not letting the app use its storage. They will be added once it does.',
}

/**
 * One run, over the rules storage holds now (all, or `only` one): their occurrences in, then
 * the rules moved on. Without `only`, a rule with more than ASK_ABOVE due stops the run before
 * anything is written, and the person is asked.
 */
function run(ownerId: string, today: IsoDate, only?: string): AppThunk {
  return (dispatch) => {
    // Read in the task of the write below, so no other tab's write comes in between.
    const rules = recurringBinding
      .stored(ownerId)
      .filter((rule) => only === undefined || rule.id === only)
    const limit = only === undefined ? ASK_ABOVE : Infinity
    const written = dispatch(writeOccurrences(rules, ownerId, today, limit))
    if (!written.ok && 'refused' in written) {
      dispatch(catchUpAsked(written.refused))
      return
    }
    const planned = new Set(rules.map((rule) => rule.id))
    const advanced = written.ok ? dispatch(moveOn(planned, ownerId, today)) : written
    if (advanced.ok) {
      dispatch(catchUpFinished(today))
      return
    }
    const failure = 'failure' in advanced ? advanced.failure : null
    const message = notSaved[failure?.kind === 'quota' ? 'quota' : 'other']
    dispatch(catchUpFailed(message))
    // Only when the occurrences themselves were not stored: once they are, a rule whose `next`
    // did not move on is tried again, and its occurrences, already there, are not added twice.
    if (failure && !written.ok) dispatch(backgroundWriteFailed({ failure, message }))
  }
}

/**
 * Adds every occurrence that has come due up to `today` as an ordinary transaction, exactly
 * once: the rules, and whether an occurrence is there, are what storage holds at the moment of
 * the write, not what this tab shows (a tab following another tab's sync may hear "Up to date"
 * before the storage event that brings the rules sync wrote). Then each rule's `next` moves on.
 * Nothing while it awaits sync (see CatchUpState): it runs when that ends. While it asks, a run
 * looks again: the question stays, changes, or (answered elsewhere) closes and the run goes on.
 */
export function catchUp(today: IsoDate = todayIso()): AppThunk {
  return (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    const { status } = getState().catchUp
    if (!owner || status === 'running' || status === 'awaitingSync') return
    // Without rules nothing comes due: spare a look through every stored transaction (unless a
    // question is open, which then closes).
    if (status !== 'asking' && recurringBinding.stored(owner.id).length === 0) return
    dispatch(catchUpStarted())
    dispatch(run(owner.id, today))
  }
}

/** Skipping: the rule moves on past `today` and none of what it had due is added. */
function skip(rule: string, ownerId: string, today: IsoDate): AppThunk {
  return (dispatch) => {
    const skipped = dispatch(moveOn(new Set([rule]), ownerId, today))
    // A rule that is gone (stopped elsewhere) has nothing left to skip.
    if (skipped.ok || !('failure' in skipped)) {
      dispatch(catchUpFinished(today))
      return
    }
    const message = failureMessage(skipped.failure)
    dispatch(catchUpFailed(message))
    dispatch(backgroundWriteFailed({ failure: skipped.failure, message }))
  }
}

/**
 * The person's answer to the open question: every missed occurrence of that rule added (as
 * many as storage lacks now: another tab may have added them), or none and the rule moved on.
 * Then the catch-up goes on with the other rules, and asks about the next one over the limit.
 */
export function answerMissedOccurrences(answer: 'add' | 'skip'): AppThunk {
  return (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    const state = getState().catchUp
    if (!owner || state.status !== 'asking') return
    const { rule, today } = state.question
    dispatch(catchUpStarted())
    dispatch(answer === 'add' ? run(owner.id, today, rule) : skip(rule, owner.id, today))
    if (getState().catchUp.status === 'idle') dispatch(catchUp(today))
  }
}
