import type { AppThunk } from '../../store/types'
import { commit } from '../../collections/commit'
import { failureMessage } from '../../collections/failureMessages'
import { inverseOps } from '../../storage/recordOps'
import { collectionChanged } from '../../collections/events'
import { selectCurrentUser } from '../auth'
import { changesStillAsLeft } from './stillAsLeft'
import { undoApplied } from './undoSlice'

export type UndoOutcome = { ok: true } | { ok: false; message: string }

/**
 * Takes back the offered change by writing its inverse operations, through the same write path
 * as any change, so other tabs and sync see an ordinary change. Records changed, removed or
 * brought back elsewhere since are left as they now are. A change of several collections is
 * taken back last write first; should one fail, the next Undo finds the ones already taken
 * back as they now are, and leaves them.
 */
export function undoLast(): AppThunk<UndoOutcome> {
  return (dispatch, getState, { collectionFor }) => {
    const undo = getState().undo
    const owner = selectCurrentUser(getState())
    if (undo.step !== 'offered' || !owner) return { ok: true }
    let transactions = 0
    for (const { collection: name, changes } of [...undo.offer.entries].reverse()) {
      if (name === 'users' || name === 'journal') continue
      const collection = collectionFor(name, owner.id)
      const outcome = commit(
        dispatch,
        collection,
        (records) =>
          inverseOps(
            changesStillAsLeft(changes, records, collection.identity),
            collection.identity,
          ),
        collectionChanged,
        { origin: 'undo' },
      )
      if (!outcome.ok) {
        return {
          ok: false,
          message:
            'failure' in outcome ? failureMessage(outcome.failure) : 'Nothing could be undone.',
        }
      }
      if (name === 'transactions') transactions += outcome.changes.length
    }
    dispatch(undoApplied(transactions))
    return { ok: true }
  }
}
