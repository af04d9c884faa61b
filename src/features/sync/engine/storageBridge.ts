import { nextTask, runAtOnce, runInSlices } from '../../../lib/tasks'
import {
  preparingWrite,
  storedRecords,
  type Collection,
  type PreparedWrite,
  type WriteOutcome,
} from '../../../storage/collectionStore'
import type { CollectionName } from '../../../storage/keys'
import type { RecordOp, StoredRecord } from '../../../storage/recordOps'
import { keepPairsTogether } from '../keepPairs'
import { reconciling, type LocalDeletion, type Reconciled } from '../reconcile'
import { SLICE_MS } from './reconcileQueue'
import type { Replica } from './replica'

export interface SyncedCollection {
  name: CollectionName
  collection: Collection
}

export interface BridgeOptions {
  ownerId: string
  collections: readonly SyncedCollection[]
  /** Writes what the replica brought through the app's write path (a plan on the records
   * storage holds at that moment), as another tab's change would arrive. Given a write worked
   * out ahead, the list is large: the store may show it a task later. */
  applyRemote: (
    name: CollectionName,
    plan: (records: readonly StoredRecord[]) => RecordOp[],
    prepared?: PreparedWrite | null,
  ) => WriteOutcome
  /** Removals made here the server may not hold yet (see pendingChanges.ts). */
  pendingChanges: (name: CollectionName) => LocalDeletion[]
  /** The replica now holds these: the engine forgets them once it has pushed them. */
  settleChanges: (name: CollectionName, settled: LocalDeletion[]) => void
}

/**
 * The bridge between storage and the replica: makes one collection's records and the replica
 * agree (reconcile.ts), writing storage's side in one write, then the replica's, then
 * settling the deletions the replica now holds.
 */
export function storageBridge(
  options: BridgeOptions,
  replica: Replica,
  /** After the engine stops the next person may be signed in here: their storage is not this
   * owner's. */
  stopped: () => boolean,
): (name: CollectionName) => Promise<void> {
  return async function reconcileCollection(name) {
    const synced = options.collections.find((entry) => entry.name === name)
    if (stopped() || !synced) return
    const { collection } = synced
    const remote = replica.versions(name)
    function* deciding(
      records: readonly StoredRecord[],
      pending: LocalDeletion[],
    ): Generator<void, Reconciled> {
      const reconciled = yield* reconciling({
        local: records,
        identity: collection.identity,
        remote,
        strays: replica.strays(name),
        deletions: pending,
        fileUnder: (record) => collection.fileUnder?.(record, options.ownerId) ?? record,
        isReadable: (record) => collection.isReadable(record),
        base: replica.agreed.of(name),
      })
      // A transfer's halves arrive one document at a time: shown together or not at all.
      return keepPairsTogether(reconciled, records, collection.identity)
    }
    // Deciding takes time in proportion to the records: it runs in slices of tasks. When it
    // took long, so would the write: its operations and text are worked out in slices too,
    // and the write, in a task of its own, only stores them; it decides again (at once) if
    // storage or the removals changed in between.
    const started = performance.now()
    const seen = storedRecords(collection)
    const early = seen && { pending: options.pendingChanges(name), records: seen }
    const earlyDecision =
      early && (await runInSlices(deciding(early.records, early.pending), SLICE_MS))
    let prepared: PreparedWrite | null = null
    if (early && earlyDecision && performance.now() - started > LONG_STEP_MS) {
      await nextTask()
      if (earlyDecision.storageOps.length > 0) {
        const ops = earlyDecision.storageOps
        prepared = await runInSlices(preparingWrite(collection, early.records, ops), SLICE_MS)
        await nextTask()
      }
    }
    if (stopped()) return
    const pending = options.pendingChanges(name)
    const made: { decided?: Reconciled } = {}
    const writing = performance.now()
    const written = options.applyRemote(
      name,
      (records) => {
        const unchanged =
          early?.records === records && sameDeletions(early.pending, pending) && earlyDecision
        made.decided = unchanged || runAtOnce(deciding(records, pending))
        return made.decided.storageOps
      },
      prepared,
    )
    const wroteLong = performance.now() - writing > LONG_STEP_MS
    const { pushes, settled, agreed } = made.decided ?? { pushes: [], settled: [], agreed: [] }
    if (written.ok) {
      for (const key of agreed) {
        const rev = remote.get(key)?.rev
        if (rev) replica.agreed.agree(name, key, rev)
      }
    }
    const failed = await replica.write(name, pushes)
    // A note whose write failed stays, so the change that won the race is decided against it.
    const unsettled = new Set(failed.flatMap((push) => [push.key, ...(push.settles ?? [])]))
    const done = new Set(settled.filter((key) => !unsettled.has(key)))
    options.settleChanges(
      name,
      pending.filter((change) => done.has(change.key)),
    )
    // Once per reconciliation, not per record: replication brings records in bursts. After a
    // long write, in a task of its own: at 25,000 records it takes 3-21 ms more.
    if (wroteLong) await nextTask()
    await replica.agreed.save()
  }
}

/** Deciding longer than this leaves the write to a task of its own, and writing longer than
 * this the save that follows it. */
const LONG_STEP_MS = 8

function sameDeletions(a: readonly LocalDeletion[], b: readonly LocalDeletion[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b)
}
