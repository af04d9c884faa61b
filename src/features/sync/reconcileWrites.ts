import { freeId, movedOnFrom, type RecordOp, type StoredRecord } from '../../storage/recordOps'
import { shared, text, type Outcome } from './decision'
import type { Decided, Placed } from './placement'
import type { RemoteVersion } from './recordGroups'
import { placedAt, type Naming } from './recordVersions'
import type { DeletionMarks } from './docs'
import { stepCounter } from './steps'

/**
 * What storage and the replica need once each record's outcome and home are known: storage
 * takes the version that stands, under its id (a record with a natural name takes the id of
 * that version when no other record holds it here); the replica holds it under the record's
 * key, and its copies under other keys are moved there (deleted, saying where to) or, for a
 * deletion, deleted.
 */
/** What the replica should hold under one key: a version, or a deletion (with its marks). */
export interface Push extends DeletionMarks {
  key: string
  record: StoredRecord | null
  updatedAt: string
  /** The revision this one replaces, when the replica has the document. */
  rev?: string
  /** It takes a leaf that belongs elsewhere off its document, whose winning version is
   * another record's: the document's version stays as it was. */
  stray?: true
  /** Deletions noted here (their keys) that hold only once this is written, besides its own. */
  settles?: string[]
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

export interface WriteContext {
  naming: Naming
  remote: ReadonlyMap<string, RemoteVersion>
  strays?: ReadonlyMap<string, readonly RemoteVersion[]>
  placed: Placed
  /** The id a half of a pair names once its partner moved (see movedPartners). */
  partners: ReadonlyMap<Decided, string>
  /** The replica's version as storage would hold it; null when the app cannot read it. */
  arriving: (record: StoredRecord) => StoredRecord | null
  /** Identities storage holds. */
  here: { has(identity: string): boolean }
}

const bornMark = (record: StoredRecord | null | undefined): { born?: string } => {
  const made = (record as { createdAt?: unknown } | null | undefined)?.createdAt
  return typeof made === 'string' && made !== '' ? { born: made } : {}
}

const strayMark = (stray: boolean) => (stray ? { stray: true as const } : {})

const revOf = (remote: ReadonlyMap<string, RemoteVersion>, key: string): { rev?: string } => {
  const rev = remote.get(key)?.rev
  return rev === undefined ? {} : { rev }
}

/** Storage's replaces, each after the one that moves a record out of the id it moves to. */
function inMovingOrder(moves: readonly { from: string; to: string; op: RecordOp }[]): RecordOp[] {
  const bySource = new Map(moves.map((move) => [move.from, move]))
  const done = new Set<unknown>()
  const ordered: RecordOp[] = []
  const visit = (move: (typeof moves)[number], path: Set<unknown>) => {
    if (done.has(move) || path.has(move)) return
    path.add(move)
    const blocker = bySource.get(move.to)
    if (blocker && blocker !== move) visit(blocker, path)
    done.add(move)
    ordered.push(move.op)
  }
  for (const move of moves) visit(move, new Set())
  return ordered
}

export function* writingFor(
  decided: readonly Decided[],
  { naming, remote, strays, placed, partners, arriving, here }: WriteContext,
): Generator<void, Reconciled> {
  const pause = stepCounter()
  const result: Reconciled = { storageOps: [], pushes: [], settled: [], agreed: [] }
  const removes: RecordOp[] = []
  const moves: { from: string; to: string; op: RecordOp }[] = []
  const adds: RecordOp[] = []
  /** Ids given in this reconciliation to records with a natural name. */
  const given = new Set<string>()

  /** The id a record with a natural name has here: `wanted` unless a record known by its id
   * takes it, or another record holds it; then the one it has, or a new one. */
  const naturalId = (wanted: string, own: string | null): string => {
    const free = (id: string) => !placed.isHome(id) && !given.has(id)
    const id =
      free(wanted) && (wanted === own || !here.has(wanted))
        ? wanted
        : own !== null && free(own)
          ? own
          : freeId(movedOnFrom(wanted), { has: (one) => !free(one) || placed.known.has(one) })
    given.add(id)
    return id
  }

  type Send = (push: Push) => void

  function keep(entry: Decided, outcome: Extract<Outcome, { kind: 'keep' }>, send: Send) {
    const { group, mine } = entry
    const home = group.fixedKey ?? placed.homes.get(entry) ?? ''
    const partner = partners.get(entry)
    const place = (record: StoredRecord) => {
      const placedHere = group.fixedKey === null ? placedAt(naming, record, home) : record
      if (partner === undefined || naming.partner?.(placedHere)?.identity === partner) {
        return placedHere
      }
      return naming.withPartner?.(placedHere, partner) ?? placedHere
    }
    const kept = place(outcome.record)
    // Storage: the version that stands, under its id.
    let target = mine && outcome.from !== 'theirs' ? place(mine.record) : arriving(kept)
    if (!target) return
    if ((naming.natural?.(outcome.record) ?? null) !== null) {
      const wanted = outcome.from === 'mine' ? mine?.identity : naming.of(kept)
      const id = naturalId(wanted ?? '', mine?.identity ?? null)
      if (id !== naming.of(target)) target = { ...target, id }
    }
    if (!mine) adds.push({ type: 'add', record: target })
    else if (target !== mine.record && text(shared(target)) !== text(shared(mine.record))) {
      const op: RecordOp = { type: 'replace', identity: mine.identity, record: target }
      moves.push({ from: mine.identity, to: naming.of(target) ?? mine.identity, op })
    }
    for (const copy of group.locals) {
      if (copy !== mine) removes.push({ type: 'remove', identity: copy.identity })
    }
    // The replica: the version under the record's key, its copies elsewhere moved there.
    const atHome = group.copies.find((copy) => copy.key === home && !copy.stray)?.version.record
    if (atHome && (atHome === kept || text(atHome) === text(kept))) result.agreed.push(home)
    else send({ key: home, record: kept, updatedAt: outcome.at, ...revOf(remote, home) })
    for (const { key, version, stray } of group.copies) {
      if (version.deleted || (key === home && !stray)) continue
      // Another record's version goes over it there.
      if (!stray && placed.isHome(key)) continue
      const marks = { ...bornMark(version.record), movedTo: home, ...strayMark(stray) }
      send({ key, record: null, updatedAt: version.updatedAt, rev: version.rev, ...marks })
    }
  }

  function deleteEverywhere({ group }: Decided, at: string, send: Send) {
    for (const copy of group.locals) removes.push({ type: 'remove', identity: copy.identity })
    for (const { key, version, stray } of group.copies) {
      if (version.deleted) {
        if (!stray) result.agreed.push(key)
        continue
      }
      const marks = { ...bornMark(version.record), ...strayMark(stray) }
      send({ key, record: null, updatedAt: at, rev: version.rev, ...marks })
    }
    // Deleted here before the replica had it, or while sync was off (its replica gone): the
    // deletion goes to the server, where any version of it is decided against it.
    if (group.copies.length > 0) return
    for (const note of group.notes) {
      if (note.restored || remote.has(note.key) || strays?.has(note.key)) continue
      send({
        key: note.key,
        record: null,
        updatedAt: at,
        ...(note.born ? { born: note.born } : {}),
      })
    }
  }

  for (const entry of decided) {
    if (pause()) yield
    const { group, outcome } = entry
    const noteKeys = group.notes.map((note) => note.key)
    result.settled.push(...noteKeys)
    const send = (push: Push) => {
      const others = noteKeys.filter((key) => key !== push.key)
      result.pushes.push(others.length > 0 ? { ...push, settles: others } : push)
    }
    if (outcome?.kind === 'keep') keep(entry, outcome, send)
    else if (outcome) deleteEverywhere(entry, outcome.at, send)
  }
  result.storageOps = [...removes, ...inMovingOrder(moves), ...adds]
  return result
}
