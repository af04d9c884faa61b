import {
  indexByIdentity,
  type Identity,
  type RecordOp,
  type StoredRecord,
} from '../../storage/recordOps'

/**
 * The bridge's rule, pure: how the records storage holds, the deletions this device made and
 * the replica's versions become one state. For every record the later change wins, a deletion
 * being a change like any other; at the same moment an edit beats a deletion (as in
 * conflictRule.ts: a lost edit cannot be recovered, a record can be deleted again). Two edits
 * at the same moment are ordered by their content, so every device picks the same one (a rule's
 * `next`, moved on without a new time, goes forward this way).
 *
 * Times only decide between changes made apart. A change made here on top of the replica's
 * version (the one storage last agreed with) is later than it whatever the clocks say: two
 * devices' clocks can be minutes apart, and a deletion or edit of the other device's record
 * must not be undone because that device's clock is ahead.
 */

/** The replica's winning version of one record, conflicts already settled. */
export interface RemoteVersion {
  rev: string
  deleted: boolean
  updatedAt: string
  /** The record without `userId`; null for a deletion. */
  record: StoredRecord | null
}

/** A deletion made on this device that the replica may not hold yet, or an Undo that put a
 * record back (`restored`): its own time is older than the deletion it undoes. */
export interface LocalDeletion {
  key: string
  at: string
  restored?: boolean
}

/** What the replica should hold for one record: its new version, or a deletion. */
export interface Push {
  key: string
  record: StoredRecord | null
  updatedAt: string
  /** The revision this one replaces, when the replica has the record. */
  rev?: string
}

export interface Reconciled {
  /** What storage needs so that it shows the replica's later changes. */
  storageOps: RecordOp[]
  /** What the replica needs so that it holds this device's later changes. */
  pushes: Push[]
  /** Local deletions the replica will hold once the pushes are written (or already holds). */
  settled: string[]
  /** Keys whose replica version storage will match once the storage ops are written. */
  agreed: string[]
}

/** When a stored record last changed: records older versions wrote have only createdAt. */
export function changedAt(record: StoredRecord): string {
  const { updatedAt, createdAt } = record as { updatedAt?: unknown; createdAt?: unknown }
  return typeof updatedAt === 'string' ? updatedAt : typeof createdAt === 'string' ? createdAt : ''
}

/** The record as other devices see it: whose it is depends on the device. */
export function shared(record: StoredRecord): StoredRecord {
  const { userId: _owner, ...rest } = record as Record<string, unknown>
  void _owner
  return rest
}

/** Which of two versions changed at the same time wins: the one whose text sorts later. */
function laterByContent(mine: StoredRecord, theirs: StoredRecord): boolean {
  return JSON.stringify(mine) > JSON.stringify(theirs)
}

interface ReconcileInput {
  local: readonly StoredRecord[]
  identity: Pick<Identity, 'of'>
  /** The replica's version of each record it holds, by sync key. */
  remote: ReadonlyMap<string, RemoteVersion>
  deletions: readonly LocalDeletion[]
  /** What arrives is filed under the signed-in local account, where records name one. */
  fileUnder: (record: StoredRecord) => StoredRecord
  /** Whether the app can show a stored record (see Collection). */
  isReadable: (record: StoredRecord) => boolean
  /** Only these sync keys; all when absent. */
  only?: ReadonlySet<string>
  /** The replica revision storage last agreed with, by sync key: a record that differs from
   * that very revision was changed here since. */
  base?: ReadonlyMap<string, string>
}

/** A time later than `theirs`, for a change made on top of the version stamped `theirs`. */
function laterThan(at: string, theirs: string): string {
  const stamped = Date.parse(theirs)
  return at > theirs || Number.isNaN(stamped) ? at : new Date(stamped + 1).toISOString()
}

export function reconcile({
  local,
  identity,
  remote,
  deletions,
  fileUnder,
  isReadable,
  only,
  base,
}: ReconcileInput): Reconciled {
  const result: Reconciled = { storageOps: [], pushes: [], settled: [], agreed: [] }
  const localByKey = new Map<string, { record: StoredRecord; identity: string }>()
  for (const [name, index] of indexByIdentity(local, identity)) {
    localByKey.set(name, { record: local[index], identity: name })
  }
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
  const add = (key: string, record: StoredRecord) => {
    const filed = arriving(record)
    if (!filed) return
    result.storageOps.push({ type: 'add', record: filed })
    result.agreed.push(key)
  }
  const deletedAt = new Map<string, string>()
  const restoredAt = new Map<string, string>()
  for (const { key, at, restored } of deletions) (restored ? restoredAt : deletedAt).set(key, at)
  const keys = new Set([
    ...localByKey.keys(),
    ...remote.keys(),
    ...deletedAt.keys(),
    ...restoredAt.keys(),
  ])

  for (const key of keys) {
    if (only && !only.has(key)) continue
    const mine = localByKey.get(key)
    const theirs = remote.get(key)
    const deleted = deletedAt.get(key)
    const restored = restoredAt.get(key)
    const live = theirs && !theirs.deleted && theirs.record ? theirs.record : null
    // Nothing reached the replica since storage agreed with it: what differs was changed here.
    const onTop = theirs !== undefined && base?.get(key) === theirs.rev
    if (deleted !== undefined || restored !== undefined) result.settled.push(key)

    if (mine) {
      const recorded = changedAt(mine.record)
      const at = restored !== undefined && restored > recorded ? restored : recorded
      const ours = shared(mine.record)
      const push = () =>
        result.pushes.push({
          key,
          record: ours,
          updatedAt: theirs && onTop ? laterThan(at, theirs.updatedAt) : at,
          ...(theirs ? { rev: theirs.rev } : {}),
        })
      if (!theirs) push()
      else if (!live) {
        if (onTop || at >= theirs.updatedAt) push()
        else {
          result.storageOps.push({ type: 'remove', identity: mine.identity })
          result.agreed.push(key)
        }
      } else if (JSON.stringify(ours) !== JSON.stringify(live)) {
        const mineWins =
          onTop || at > theirs.updatedAt || (at === theirs.updatedAt && laterByContent(ours, live))
        if (mineWins) push()
        else {
          const filed = arriving(live)
          if (filed) {
            result.storageOps.push({ type: 'replace', identity: mine.identity, record: filed })
            result.agreed.push(key)
          }
        }
      } else result.agreed.push(key)
    } else if (deleted !== undefined) {
      if (live && theirs) {
        if (onTop || deleted > theirs.updatedAt) {
          const updatedAt = onTop ? laterThan(deleted, theirs.updatedAt) : deleted
          result.pushes.push({ key, record: null, updatedAt, rev: theirs.rev })
        } else add(key, live)
      } else if (theirs) result.agreed.push(key)
    } else if (live) add(key, live)
    else if (theirs) result.agreed.push(key)
  }
  return result
}
