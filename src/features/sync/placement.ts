import { freeId, movedOnFrom, type StoredRecord } from '../../storage/recordOps'
import type { Outcome } from './decision'
import type { RecordGroup, RemoteVersion } from './recordGroups'
import { originOf, precedes, type Naming } from './recordVersions'
import { stepCounter } from './steps'

/**
 * Where each record known by its id lives, the same on every device that knows the same
 * versions. A record claims every key a version of it sits under (its id here, the documents
 * holding it, where a copy was moved to). Of two records claiming one key, the one made earlier
 * (then the smaller content text) keeps it; each record takes the smallest key it claims that
 * no record before it took, so copies of one record moved to different ids end under the
 * smaller. A record left without a key moves to the next id free here and unknown to the
 * replica, from the id it was made under.
 */
export interface Claim<T> {
  of: T
  /** The record as it will stand: decides which of two records keeps a key. */
  record: StoredRecord
  /** The id it was made under. */
  origin: string
  keys: readonly string[]
}

export function placeRecords<T>(
  claims: readonly Claim<T>[],
  /** Keys records that cannot move hold. */
  held: ReadonlySet<string>,
  /** Ids storage or the replica knows, which a new id must not be. */
  known: { has(id: string): boolean },
): Map<T, string> {
  const homes = new Map<T, string>()
  const claimants = new Map<string, number>()
  const keysOf = claims.map((claim) => {
    const keys = claim.keys.every((key) => key === claim.keys[0])
      ? claim.keys.slice(0, 1)
      : [...new Set(claim.keys)]
    for (const key of keys) claimants.set(key, (claimants.get(key) ?? 0) + 1)
    return keys
  })
  const taken = new Set(held)
  const contested: Claim<T>[] = []
  // Almost every record claims its own id alone: only the others need ordering.
  claims.forEach((claim, i) => {
    const [only, ...more] = keysOf[i]
    if (only !== undefined && more.length === 0 && claimants.get(only) === 1 && !held.has(only)) {
      homes.set(claim.of, only)
      taken.add(only)
    } else contested.push(claim)
  })
  contested.sort((a, b) =>
    precedes(a.record, b.record) ? -1 : precedes(b.record, a.record) ? 1 : 0,
  )
  for (const claim of contested) {
    const home =
      [...claim.keys].sort(byId).find((key) => !taken.has(key)) ??
      freeId(movedOnFrom(claim.origin), { has: (id) => taken.has(id) || known.has(id) })
    homes.set(claim.of, home)
    taken.add(home)
  }
  return homes
}

/** Ids are creation times: the smaller number first (text for anything else). */
function byId(a: string, b: string): number {
  const [x, y] = [Number(a), Number(b)]
  if (Number.isSafeInteger(x) && Number.isSafeInteger(y) && x !== y) return x - y
  return a < b ? -1 : a > b ? 1 : 0
}

/** A record's group and what it comes to (see decision.ts). */
export interface Decided {
  group: RecordGroup
  mine: RecordGroup['locals'][number] | undefined
  outcome: Outcome | null
}

export interface Placed {
  /** Where each record kept that is known by its id lives. */
  homes: ReadonlyMap<Decided, string>
  /** Whether a kept record lives under the key (an id taken, or a name). */
  isHome(key: string): boolean
  /** Ids storage or the replica knows. */
  known: { has(id: string): boolean }
}

/** The one key a record known by its id sits under, when no other record is there: where it
 * stays without asking placeRecords (almost every record). */
function soleKey(
  group: RecordGroup,
  here: ReadonlyMap<string, RecordGroup>,
  remote: ReadonlyMap<string, RemoteVersion>,
  strays: ReadonlyMap<string, readonly RemoteVersion[]> | undefined,
): string | null {
  if (group.movedTo.length > 0 || group.locals.length > 1) return null
  let key = group.locals[0]?.identity
  let live = false
  for (const copy of group.copies) {
    if (copy.stray) return null
    if (copy.version.deleted) continue
    if (key !== undefined && copy.key !== key) return null
    key = copy.key
    live = true
  }
  if (key === undefined || strays?.has(key) || (here.get(key) ?? group) !== group) return null
  const there = remote.get(key)
  return live || !there || there.deleted ? key : null
}

/** Places every record kept (see placeRecords): a record that cannot move stays under its
 * key, and so does almost every other. */
export function* placingKept(
  decided: readonly Decided[],
  naming: Naming,
  here: ReadonlyMap<string, RecordGroup>,
  remote: ReadonlyMap<string, RemoteVersion>,
  strays: ReadonlyMap<string, readonly RemoteVersion[]> | undefined,
): Generator<void, Placed> {
  const pause = stepCounter()
  const held = new Set<string>()
  const homes = new Map<Decided, string>()
  const claims: Claim<Decided>[] = []
  const movedTargets = new Set(decided.flatMap(({ group }) => group.movedTo))
  for (const entry of decided) {
    if (pause()) yield
    const { group, outcome } = entry
    if (outcome?.kind !== 'keep') continue
    if (group.fixedKey !== null) {
      held.add(group.fixedKey)
      continue
    }
    const sole = soleKey(group, here, remote, strays)
    if (sole !== null && !movedTargets.has(sole)) {
      homes.set(entry, sole)
      continue
    }
    const keys = [...group.locals.map((copy) => copy.identity), ...group.movedTo]
    for (const copy of group.copies) if (!copy.version.deleted) keys.push(copy.key)
    claims.push({
      of: entry,
      record: outcome.record,
      origin: originOf(naming, outcome.record) ?? '',
      keys,
    })
  }
  const known = { has: (id: string) => here.has(id) || remote.has(id) || !!strays?.has(id) }
  for (const [entry, home] of placeRecords(claims, held, known)) homes.set(entry, home)
  let homeKeys: Set<string> | null = null
  return {
    homes,
    isHome: (key) => (homeKeys ??= new Set([...held, ...homes.values()])).has(key),
    known,
  }
}
