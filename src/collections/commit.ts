import type { UnknownAction } from '@reduxjs/toolkit'
import {
  readCollection,
  writeCollection,
  type Collection,
  type Plan,
  type WriteOutcome,
} from '../storage/collectionStore'
import { droppedMessage, failureMessage } from './failureMessages'
import { lostWrites, noteWritten } from './lostWrites'
import type { RecordChange } from '../storage/recordOps'
import { backgroundWriteFailed, changeDropped, dataSetAside } from './events'

type Dispatch = (action: UnknownAction) => unknown
type ChangeEvent = (changes: RecordChange[]) => UnknownAction

/** Writes a change and then tells the store what storage now holds, in one task. */
function writeAndTell<Refusal>(
  dispatch: Dispatch,
  collection: Collection,
  plan: Plan<Refusal>,
  event: ChangeEvent,
): WriteOutcome<Refusal> {
  const outcome = writeCollection(collection, plan)
  if (outcome.ok) {
    if (outcome.setAside) dispatch(dataSetAside(outcome.setAside))
    if (outcome.changes.length > 0) dispatch(event(outcome.changes))
  }
  return outcome
}

/**
 * Writes a change and then tells the store what storage now holds, in one task: `event` gets
 * exactly the record changes written, never a guess made before the write. Returns the write's
 * outcome for the screen that asked, which therefore knows at once whether its change is safe.
 * The write is remembered for a moment, in case a racing tab's write drops it (lostWrites.ts).
 */
export function commit<Refusal = never>(
  dispatch: Dispatch,
  collection: Collection,
  plan: Plan<Refusal>,
  event: ChangeEvent,
): WriteOutcome<Refusal> {
  const outcome = writeAndTell(dispatch, collection, plan, event)
  if (outcome.ok) {
    const write = { before: outcome.before, changes: outcome.changes, retry: { plan, event } }
    noteWritten(collection.key, write, performance.now())
  }
  return outcome
}

/**
 * After another tab's write to the collection's key: runs again, on `raw` (what storage holds
 * now), this tab's writes of the last moments that the other tab's write dropped. Call it once
 * this tab shows `raw`, so each event applies its changes on top of that.
 */
export function retryLostWrites(
  dispatch: Dispatch,
  collection: Collection,
  raw: string | null,
): void {
  const lost = lostWrites<{ plan: Plan<unknown>; event: ChangeEvent }>(
    collection.key,
    readCollection(collection, raw),
    collection.identityOf,
    performance.now(),
  )
  for (const { plan, event } of lost) {
    const outcome = writeAndTell(dispatch, collection, plan, event)
    if (outcome.ok) continue
    if ('failure' in outcome) {
      dispatch(
        backgroundWriteFailed({
          failure: outcome.failure,
          message: failureMessage(outcome.failure),
        }),
      )
    } else dispatch(changeDropped({ message: droppedMessage }))
  }
}
