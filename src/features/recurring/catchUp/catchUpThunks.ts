import type { AppThunk } from '../../../store/types'
import { todayIso, type IsoDate } from '../../../lib/dates'
import { backgroundWriteFailed } from '../../../collections/events'
import { selectCurrentUser } from '../../auth'
import { recurringBinding } from '../recurringStorage'
import { catchUpFailed, catchUpFinished, catchUpStarted } from './catchUpSlice'
import { moveOn, writeOccurrences } from './writes'

const notSaved = {
  quota:
    "Recurring transactions that came due could not be added because this browser's storage is full. Free some space; they will be added then.",
  other:
    'Recurring transactions that came due could not be added because this browser is not letting the app use its storage. They will be added once it does.',
}

/**
 * Adds every occurrence that has come due up to `today` as an ordinary transaction, exactly
 * once: the rules, and whether an occurrence is there, are what storage holds at the moment of
 * the write, not what this tab shows (a tab following another tab's sync may hear "Up to date"
 * before the storage event that brings the rules sync wrote). Then each rule's `next` moves on.
 * Nothing while it awaits sync (see CatchUpState): it runs when that ends.
 */
export function catchUp(today: IsoDate = todayIso()): AppThunk {
  return (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    const { status } = getState().catchUp
    if (!owner || status === 'running' || status === 'awaitingSync') return
    // Read in the task of the write below, so no other tab's write comes in between.
    const rules = recurringBinding.stored(owner.id)
    // Without rules nothing comes due: spare a look through every stored transaction.
    if (rules.length === 0) return
    dispatch(catchUpStarted())
    const written = dispatch(writeOccurrences(rules, owner.id, today))
    const advanced = written.ok ? dispatch(moveOn(owner.id, today)) : written
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
