import { bornOf } from '../../collections/tombstones'
import type { StoredRecord } from '../../storage/recordOps'
import type { DeletionMarks } from './docs'
import { keyOf, lineageOf, sameRecord, type Naming } from './recordVersions'
import { stepCounter } from './steps'

/**
 * Every version of each record, gathered from storage, the replica and this device's deletions
 * (see recordVersions.ts for what makes two versions one record). A record's versions may sit
 * under several keys: copies of a bank row under the ids older versions named documents by, a
 * record that two devices moved to different new ids, two records of one id. reconcile.ts
 * decides on each group as a whole.
 */

/** The replica's winning version of one document, conflicts already settled. */
export interface RemoteVersion extends DeletionMarks {
  rev: string
  deleted: boolean
  updatedAt: string
  /** The record without `userId`; null for a deletion. */
  record: StoredRecord | null
}

/** A deletion made on this device that the replica may not hold yet, or an Undo that put a
 * record back (`restored`): its own time is older than the deletion it undoes. `born`: the
 * deleted record's creation time, when it had one. */
export interface LocalDeletion {
  key: string
  at: string
  restored?: boolean
  born?: string
}

/** A record as storage holds it, under its identity. */
export interface LocalCopy {
  record: StoredRecord
  identity: string
}

/** A version in the replica, in the document of `key`: the document's winning version, or a
 * live leaf of it that belongs elsewhere (`stray`: a document written under an id before
 * natural names, or the losing one of two records that conflicted under one id). */
export interface RemoteCopy {
  key: string
  version: RemoteVersion
  stray: boolean
}

export interface RecordGroup {
  /** The key of a record that cannot move (a natural name, a budget's category, a record from
   * before creation times were kept); null for one known by its id, placed by placement.ts. */
  fixedKey: string | null
  locals: LocalCopy[]
  copies: RemoteCopy[]
  notes: LocalDeletion[]
  /** Keys its copies were moved to elsewhere (deletions marked `movedTo` where it sits). */
  movedTo: string[]
}

export interface GatherInput {
  local: readonly StoredRecord[]
  naming: Naming
  remote: ReadonlyMap<string, RemoteVersion>
  strays?: ReadonlyMap<string, readonly RemoteVersion[]>
  deletions: readonly LocalDeletion[]
}

export interface Gathered {
  groups: RecordGroup[]
  /** Keys of the replica's deletions that no record is a version of. */
  lone: string[]
  /** The group of each record here, by its identity. */
  here: ReadonlyMap<string, RecordGroup>
}

const isLive = (copy: RemoteCopy) => !copy.version.deleted && copy.version.record !== null

/** The live versions of a group: what a new version must be the same record as. */
function members(group: RecordGroup): StoredRecord[] {
  return [
    ...group.locals.map((local) => local.record),
    ...group.copies.filter(isLive).map((copy) => copy.version.record as StoredRecord),
  ]
}

/** Whether a version is the same record as every live version of the group. */
function joins(group: RecordGroup, record: StoredRecord): boolean {
  return (
    group.locals.every((local) => sameRecord(local.record, record)) &&
    group.copies.every((copy) => !isLive(copy) || sameRecord(copy.version.record ?? {}, record))
  )
}

/** Whether a deletion stamped with `born` may be one of the group's record. */
function bornMatches(group: RecordGroup, born: string | undefined): boolean {
  if (!born) return true
  const made = members(group)
    .map(bornOf)
    .find((one) => one !== '')
  return made === undefined || made === born
}

export function* gatheringGroups({
  local,
  naming,
  remote,
  strays,
  deletions,
}: GatherInput): Generator<void, Gathered> {
  const pause = stepCounter()
  const groups: RecordGroup[] = []
  const fixed = new Map<string, RecordGroup>()
  const byLineage = new Map<string, RecordGroup[]>()
  /** The group of each record here, by its identity. */
  const here = new Map<string, RecordGroup>()
  /** Groups of stray leaves, by the key of the document they are in. */
  const strayAt = new Map<string, RecordGroup[]>()

  const newGroup = (fixedKey: string | null): RecordGroup => {
    const group: RecordGroup = { fixedKey, locals: [], copies: [], notes: [], movedTo: [] }
    groups.push(group)
    return group
  }
  const fixedGroup = (key: string) => {
    let group = fixed.get(key)
    if (!group) fixed.set(key, (group = newGroup(key)))
    return group
  }
  /** The group of a record's version; a new one unless `find` only. */
  const groupOf = (record: StoredRecord, find = false): RecordGroup | null => {
    const lineage = lineageOf(naming, record)
    if (lineage === null) {
      const key = keyOf(naming, record)
      return key === null ? null : find ? (fixed.get(key) ?? null) : fixedGroup(key)
    }
    const kin = byLineage.get(lineage)
    const found = kin?.find((group) => joins(group, record))
    if (found || find) return found ?? null
    const group = newGroup(null)
    if (kin) kin.push(group)
    else byLineage.set(lineage, [group])
    return group
  }
  /** The group a deletion or note of `key` is about, if any is: one of that key, made then (a
   * record moved from it, or still there), or here under it. A record with a natural name is
   * only found under its id by deletions an earlier version wrote so. */
  const groupAt = (key: string, born: string | undefined, byId: boolean) => {
    const found =
      fixed.get(key) ??
      (born ? byLineage.get(key)?.find((group) => bornMatches(group, born)) : undefined)
    if (found) return found
    const local = here.get(key)
    const there = remote.get(key)?.record
    const sitting = [
      ...(local && (byId || local.fixedKey === null) ? [local] : []),
      ...(there ? [groupOf(there, true)] : []),
      ...(strayAt.get(key) ?? []),
    ]
    return sitting.find((group) => group !== null && bornMatches(group, born)) ?? undefined
  }

  for (const record of local) {
    if (pause()) yield
    const identity = naming.of(record)
    const group = identity === null ? null : groupOf(record)
    if (!group || identity === null) continue
    group.locals.push({ record, identity })
    here.set(identity, group)
  }
  const takeLive = (key: string, version: RemoteVersion, stray: boolean) => {
    const group = version.record && !version.deleted ? groupOf(version.record) : null
    if (!group) return
    group.copies.push({ key, version, stray })
    if (stray) strayAt.set(key, [...(strayAt.get(key) ?? []), group])
  }
  for (const [key, version] of remote) {
    if (pause()) yield
    takeLive(key, version, false)
  }
  for (const [key, versions] of strays ?? []) {
    for (const version of versions) takeLive(key, version, true)
  }
  for (const note of deletions) {
    ;(groupAt(note.key, note.born, false) ?? fixedGroup(note.key)).notes.push(note)
  }

  const lone: string[] = []
  for (const [key, version] of remote) {
    if (pause()) yield
    if (!version.deleted && version.record) continue
    if (version.movedTo) {
      // A copy here under that key follows it, before the copy moved there arrives.
      const local = here.get(key)
      if (local?.fixedKey === null && bornMatches(local, version.born)) {
        local.movedTo.push(version.movedTo)
      }
      lone.push(key)
      continue
    }
    const group = groupAt(key, version.born, true)
    if (group) group.copies.push({ key, version, stray: false })
    else lone.push(key)
  }
  return { groups, lone, here }
}
