import type { CollectionName } from '../../../storage/keys'

/**
 * The engine's work in one line: one piece at a time, each deciding on what the previous one
 * left (a reconciliation reads storage and the replica as the last one wrote them). A
 * collection's reconciliation asked for while one is already waiting is that one: replication
 * brings documents in bursts, and each reconciliation rewrites the person's whole list, which
 * made a first sync of thousands take minutes.
 */
export interface ReconcileQueue {
  /** Runs `work` after everything queued; a failure says "Sync error" and the line goes on. */
  run(work: () => Promise<unknown>): Promise<unknown>
  /** Reconciles the collection once the work queued now is done, unless that is queued. */
  reconcileSoon(name: CollectionName): void
  /** Collections with a reconciliation queued behind changes taken in but not yet written. */
  behind(): CollectionName[]
  /** Runs nothing more; resolves once the work under way is done. */
  stop(): Promise<unknown>
}

export function reconcileQueue(
  reconcile: (name: CollectionName) => Promise<void>,
  failed: () => void,
): ReconcileQueue {
  let line: Promise<unknown> = Promise.resolve()
  let stopped = false
  const waiting = new Set<CollectionName>()
  const run = (work: () => Promise<unknown>) => {
    line = line.then(() => (stopped ? undefined : work())).catch(failed)
    return line
  }
  return {
    run,
    reconcileSoon(name) {
      if (waiting.has(name)) return
      waiting.add(name)
      void run(() => {
        waiting.delete(name)
        return reconcile(name)
      })
    },
    behind: () => [...waiting],
    stop() {
      stopped = true
      return line
    },
  }
}
