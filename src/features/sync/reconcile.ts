import { runAtOnce } from '../../lib/tasks'
import type { StoredRecord } from '../../storage/recordOps'
import { decide, laterCopy } from './decision'
import { movedPartners } from './movedPartners'
import { placingKept, type Decided } from './placement'
import {
  gatheringGroups,
  type LocalCopy,
  type LocalDeletion,
  type RemoteVersion,
} from './recordGroups'
import { writingFor, type Reconciled } from './reconcileWrites'
import { stepCounter } from './steps'
import type { Naming } from './recordVersions'

export type { LocalDeletion, RemoteVersion } from './recordGroups'
export { shared } from './decision'
export type { Push, Reconciled } from './reconcileWrites'

/**
 * The bridge between storage and the replica, pure: how the records storage holds, the
 * deletions this device made and the replica's versions become one state. Each record's
 * versions are gathered by what it is, not by id (recordGroups.ts); which version stands is
 * decision.ts's rule; a record known by its id keeps it, or moves where placement.ts puts it
 * (and the other half of a pair names it there: movedPartners.ts).
 * Then storage takes the version that stands (and, for a record with a natural name, the id
 * of that version when no other record holds it here), and the replica holds it under the
 * record's key, its copies under other keys moved there.
 */

interface ReconcileInput {
  local: readonly StoredRecord[]
  identity: Pick<Naming, 'of'> & Partial<Naming>
  /** The replica's version of each document it holds, by key. */
  remote: ReadonlyMap<string, RemoteVersion>
  /** Live leaves of documents that belong elsewhere, by the document's key. */
  strays?: ReadonlyMap<string, readonly RemoteVersion[]>
  deletions: readonly LocalDeletion[]
  /** What arrives is filed under the signed-in local account, where records name one. */
  fileUnder: (record: StoredRecord) => StoredRecord
  /** Whether the app can show a stored record (see Collection). */
  isReadable: (record: StoredRecord) => boolean
  /** The replica revision storage last agreed with, by key: a record that differs from that
   * very revision was changed here since. */
  base?: ReadonlyMap<string, string>
}

export function reconcile(input: ReconcileInput): Reconciled {
  return runAtOnce(reconciling(input))
}

/** The same, pausing every so many records (see steps.ts). */
export function* reconciling(input: ReconcileInput): Generator<void, Reconciled> {
  const { local, remote, strays, deletions, fileUnder, isReadable, base } = input
  const naming: Naming = { movable: false, ...input.identity }
  const { groups, lone, here } = yield* gatheringGroups({
    local,
    naming,
    remote,
    strays,
    deletions,
  })

  /**
   * The replica's version as storage would hold it, or null when the app cannot read it: such a
   * version would replace a good record, and the next start would set the whole list aside for
   * it. Nor is it pushed over unless this device's version is later, or two devices that read
   * the record differently (a newer app's fields) would write theirs over each other's forever.
   */
  const arriving = (record: StoredRecord): StoredRecord | null => {
    const filed = fileUnder(record)
    return isReadable(filed) ? filed : null
  }
  const context = { naming, base, canTake: (record: StoredRecord) => arriving(record) !== null }
  const decided: Decided[] = []
  const pause = stepCounter()
  for (const group of groups) {
    if (pause()) yield
    const mine = group.locals.reduce<LocalCopy | undefined>(
      (best, copy) => (!best || laterCopy(copy, best) ? copy : best),
      undefined,
    )
    decided.push({ group, mine, outcome: decide(group, mine, context) })
  }
  const placed = yield* placingKept(decided, naming, here, remote, strays)
  const homeOf = (entry: Decided) => entry.group.fixedKey ?? placed.homes.get(entry)
  const partners = movedPartners(decided, homeOf, naming)
  const writes = yield* writingFor(decided, {
    naming,
    remote,
    strays,
    placed,
    partners,
    arriving,
    here,
  })
  return { ...writes, agreed: [...lone, ...writes.agreed] }
}
