import type { UnknownAction } from '@reduxjs/toolkit'
import { writeCollection, type Collection, type Plan, type WriteOutcome } from './collectionStore'
import { redoLostWrites, type Redo } from './lostWrites'
import type { RecordChange } from './recordOps'
import { backgroundWriteFailed, dataSetAside } from './storageEvents'
import { failureMessage } from './failureMessages'

/**
 * Writes a change and then tells the store what storage now holds, in one task: `event` gets
 * exactly the record changes written, never a guess made before the write. Returns the write's
 * outcome for the screen that asked, which therefore knows at once whether its change is safe.
 */
export function commit<Refusal = never>(
  dispatch: (action: UnknownAction) => unknown,
  collection: Collection,
  plan: Plan<Refusal>,
  event: (changes: RecordChange[]) => UnknownAction,
): WriteOutcome<Refusal> {
  const outcome = writeCollection(collection, plan)
  if (outcome.ok) {
    if (outcome.setAside) dispatch(dataSetAside(outcome.setAside))
    if (outcome.changes.length > 0) dispatch(event(outcome.changes))
  }
  return outcome
}

/**
 * After another tab's write to the collection's key: makes again, in one write, what this tab
 * wrote in the last moments and that write dropped (see lostWrites.ts). Call it once this tab
 * shows what storage holds, so `event` applies the repair on top of that.
 */
export function redoLostChanges(
  dispatch: (action: UnknownAction) => unknown,
  collection: Collection,
  event: (changes: RecordChange[]) => UnknownAction,
): void {
  let redo: Redo | null = null
  const outcome = commit(
    dispatch,
    collection,
    (records) => {
      redo = redoLostWrites(collection.key, records, collection.identityOf, performance.now())
      return redo.ops
    },
    event,
  )
  if (outcome.ok) (redo as Redo | null)?.written()
  else if ('failure' in outcome) {
    dispatch(backgroundWriteFailed({ failure: outcome.failure, message: failureMessage(outcome.failure) }))
  }
}
