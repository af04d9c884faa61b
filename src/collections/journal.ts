import type { JournalName } from '../storage/keys'
import type { RecordChange } from '../storage/recordOps'

/**
 * The journal of changes. Every write a tab makes through the kit (commit.ts) becomes one entry:
 * plain data saying which records it changed and who made the change. The entry is the payload
 * of the event that tells the store, so the collection slices apply it, Undo offers it back,
 * sync hears of it, and the tab checks it against other tabs' writes for a while (lostWrites.ts)
 * and, if one dropped it, makes it again from the entry alone. Its removals are also kept in
 * storage (tombstones.ts), for sync and for the other tabs.
 */

/** Who made a change: this tab's person, another device (sync), or an Undo. Sync sends only the
 * ones made here, and Undo offers only local ones. */
export type ChangeOrigin = 'local' | 'remote' | 'undo'

/** What the Undo offer says of an entry, and once undone. An import's count is known only when
 * it is undone (records changed since stay), hence `removedTransactions`. */
export interface UndoText {
  message: string
  undone: { fixed: string } | { removedTransactions: true }
}

export interface JournalEntry {
  /** Unique across tabs and reloads. */
  id: string
  collection: JournalName
  /** The storage key the write went to. */
  key: string
  origin: ChangeOrigin
  changes: RecordChange[]
  /** When it was written (Date.now()): other tabs' writes are checked against it for a while. */
  at: number
  /** Present when the person may take it back. */
  undo?: UndoText
  /** One change that writes several collections (a category renamed in transactions, budgets,
   * rules…) is one commit per collection, each entry naming the change here: Undo takes the
   * entries of a group back together. */
  group?: string
  /** The entry this one makes again after another tab's write dropped it, and how many times
   * that entry has been made again so far. */
  retry?: { of: string; attempt: number }
}
