import type { UnknownAction } from '@reduxjs/toolkit'
import {
  writeCollection,
  type Plan,
  type PreparedWrite,
  type WriteOutcome,
} from '../storage/collectionStore'
import type { CollectionName } from '../storage/keys'
import type { RecordChange, StoredRecord } from '../storage/recordOps'
import { backgroundWriteFailed, collectionChange, dataSetAside } from './events'
import { tombstoneNotNoted } from './failureMessages'
import type { Collection } from '../storage/collectionStore'
import type { ChangeOrigin, JournalEntry, UndoText } from './journal'
import { showLater, showWaiting } from './shownLater'
import { keepTombstones, tombstonesOf } from './tombstones'

type Dispatch = (action: UnknownAction) => unknown

/** The event that tells the store of an entry (see events.ts, collectionChange). */
export type ChangeEvent = (entry: JournalEntry) => UnknownAction

export interface CommitOptions {
  origin?: ChangeOrigin
  /** Offered for Undo, with these texts (which may count what the write did). */
  undo?: UndoText | ((changes: readonly RecordChange[]) => UndoText)
  retry?: JournalEntry['retry']
  /** The change this write is part of, when it takes several collections (see JournalEntry). */
  group?: string
  /** The write worked out ahead (see writeCollection). */
  prepared?: PreparedWrite | null
  /** Tells the store in a later task (see shownLater.ts), if `stillShown()` holds then: for a
   * write whose store update would make its task too long. */
  showLater?: { stillShown: () => boolean }
}

/** An entry is frozen as it is made: Immer then keeps it as it is rather than walking (and
 * freezing) every record of an import. */
function entryOf(
  collection: Collection,
  changes: JournalEntry['changes'],
  { origin = 'local', undo, retry, group }: Omit<CommitOptions, 'prepared' | 'showLater'>,
): JournalEntry {
  return Object.freeze({
    id: crypto.randomUUID(),
    collection: collection.name,
    key: collection.key,
    origin,
    changes: Object.freeze(changes) as JournalEntry['changes'],
    at: Date.now(),
    ...(undo ? { undo: typeof undo === 'function' ? undo(changes) : undo } : {}),
    ...(retry ? { retry } : {}),
    ...(group ? { group } : {}),
  })
}

/** Notes the entry's removals in the person's journal, before anyone hears of them. */
function noteTombstones(
  dispatch: Dispatch,
  collection: Collection,
  entry: JournalEntry,
  before: readonly StoredRecord[],
) {
  const { journal } = collection
  if (!journal || collection.name === 'users' || collection.name === 'journal') return
  const stones = tombstonesOf(
    collection.name as CollectionName,
    collection.identity,
    entry.changes,
    entry.origin,
    new Date(entry.at).toISOString(),
    before,
  )
  if (stones.length === 0) return
  const noted = commit(dispatch, journal, (records) => keepTombstones(records, stones), journalKept)
  if (!noted.ok && 'failure' in noted) {
    dispatch(backgroundWriteFailed({ failure: noted.failure, message: tombstoneNotNoted }))
  }
}

/** The journal's own event: tombstones kept or forgotten. */
export const journalKept = collectionChange('journal/tombstonesKept')

/**
 * Writes a change and tells the store what storage now holds, in one task (with showLater, in
 * the next, still before any later change reaches the store): the plan decides on the records
 * storage holds at that moment, and the event carries the journal entry of exactly
 * the record changes written, never a guess made before the write. Returns the write's outcome
 * for the screen that asked, which therefore knows at once whether its change is safe.
 */
export function commit<Refusal = never>(
  dispatch: Dispatch,
  collection: Collection,
  plan: Plan<Refusal>,
  event: ChangeEvent,
  options: CommitOptions = {},
): WriteOutcome<Refusal> {
  showWaiting()
  const outcome = writeCollection(collection, plan, options.prepared)
  if (!outcome.ok) return outcome
  if (outcome.setAside) dispatch(dataSetAside(outcome.setAside))
  if (outcome.changes.length === 0) return outcome
  const entry = entryOf(collection, outcome.changes, options)
  noteTombstones(dispatch, collection, entry, outcome.before)
  const later = options.showLater
  if (later) showLater(() => later.stillShown() && dispatch(event(entry)))
  else dispatch(event(entry))
  return outcome
}
