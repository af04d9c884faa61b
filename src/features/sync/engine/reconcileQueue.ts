import { nextTask } from '../../../lib/tasks'
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

/**
 * How long a reconciliation asked for by replication waits after one that took `tookMs`: a
 * large ledger's reconciliation is long, and back to back they would starve replication of the
 * main thread (a first sync of 25,000 records spent most of its time reconciling). Small ones
 * run at once, so a change from another device shows as soon as it is taken in.
 */
export function pauseAfter(tookMs: number): number {
  return tookMs < PACED_FROM_MS ? 0 : Math.min(tookMs * PAUSE_PER_MS, LONGEST_PAUSE_MS)
}
/** The line, and a reconciliation's decision within it, run this long before they let the
 * browser in. */
export const SLICE_MS = 10
/** A reconciliation shorter than this is not paced. */
const PACED_FROM_MS = 16
/** Reconciling takes at most a quarter of the main thread while replication brings documents. */
const PAUSE_PER_MS = 3
/** A reconciliation's time includes its writes to IndexedDB, which can take seconds: another
 * device's change still shows well within the contract's 10 seconds. */
const LONGEST_PAUSE_MS = 2_000

export function reconcileQueue(
  reconcile: (name: CollectionName) => Promise<void>,
  failed: () => void,
): ReconcileQueue {
  let line: Promise<unknown> = Promise.resolve()
  let stopped = false
  const waiting = new Set<CollectionName>()
  const took = new Map<CollectionName, number>()
  /** Pieces in the line, and since when it has run without letting the browser in. */
  let queued = 0
  let breathed = 0
  /** Lets the browser paint and take input between pieces once the line has run a while:
   * pieces that end in a microtask (a box Web Crypto opened, say) would otherwise follow each
   * other in one task, a first sync's thousand documents in one long task. */
  const breathe = async () => {
    if (performance.now() - breathed < SLICE_MS) return
    await nextTask()
    breathed = performance.now()
  }
  const run = (work: () => Promise<unknown>) => {
    if (queued === 0) breathed = performance.now()
    queued += 1
    line = line
      .then(async () => {
        await breathe()
        return stopped ? undefined : work()
      })
      .catch(failed)
      .finally(() => {
        queued -= 1
      })
    return line
  }
  return {
    run,
    reconcileSoon(name) {
      if (waiting.has(name)) return
      waiting.add(name)
      const queue = () =>
        void run(async () => {
          waiting.delete(name)
          const started = performance.now()
          await reconcile(name)
          took.set(name, performance.now() - started)
        })
      const pause = pauseAfter(took.get(name) ?? 0)
      if (pause > 0) setTimeout(queue, pause)
      else queue()
    },
    behind: () => [...waiting],
    stop() {
      stopped = true
      return line
    },
  }
}
