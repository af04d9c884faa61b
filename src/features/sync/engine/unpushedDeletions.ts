import type { CollectionName } from '../../../storage/keys'
import type { LocalDeletion } from '../reconcile'

interface Settled {
  name: CollectionName
  settled: LocalDeletion[]
}

/**
 * Removals the replica holds that replication has not yet been seen to push: forgotten only once
 * it has, for a replica emptied before that (new keys, sync turned off and on) would take them
 * with it, and the server's copy would come back. Seen at the second time the push catches up
 * after they reached the replica: the first may end a batch begun before, PouchDB reading of the
 * new write only after it.
 */
export function unpushedDeletions() {
  let waiting: (Settled & { pauses: number })[] = []
  return {
    /** `settled` reached the replica. */
    add(name: CollectionName, settled: LocalDeletion[]) {
      if (settled.length > 0) waiting.push({ name, settled, pauses: 0 })
    },
    /** The push caught up: what it has now pushed for sure, no longer waiting. */
    pushed(): Settled[] {
      for (const entry of waiting) entry.pauses += 1
      const done = waiting.filter((entry) => entry.pauses >= 2)
      waiting = waiting.filter((entry) => entry.pauses < 2)
      return done.map(({ name, settled }) => ({ name, settled }))
    },
  }
}
