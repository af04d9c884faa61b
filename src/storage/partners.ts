import { indexByIdentity, type Identity, type StoredRecord } from './recordOps'

/**
 * Records kept in pairs (Identity.partner: a transfer's two halves) stand or go together. Pure,
 * like the record operations: sync and Undo ask these before they write.
 */

type Lookup = (name: string) => StoredRecord | undefined

function lookupIn(records: readonly StoredRecord[], identity: Identity): Lookup {
  const byIdentity = indexByIdentity(records, identity)
  return (name) => {
    const index = byIdentity.get(name)
    return index === undefined ? undefined : records[index]
  }
}

/** Whether `record`'s partner is in `find`'s records, names it back and shares its content. */
function standsWithPartner(record: StoredRecord, name: string, find: Lookup, identity: Identity) {
  const pair = identity.partner?.(record) ?? null
  if (pair === null) return true
  const other = find(pair.identity)
  const back = other === undefined ? null : (identity.partner?.(other) ?? null)
  return back !== null && back.identity === name && back.shared === pair.shared
}

/**
 * The identities among `touched` whose pair `after` splits, where `before` is what storage held:
 * a record of `after` whose partner is missing, names another or holds other shared content; or
 * a record gone from `after` whose partner, as `before` held it, is still there naming it.
 */
export function splitPairs(
  before: readonly StoredRecord[],
  after: readonly StoredRecord[],
  identity: Identity,
  touched: Iterable<string>,
): Set<string> {
  const split = new Set<string>()
  if (!identity.partner) return split
  const findBefore = lookupIn(before, identity)
  const findAfter = lookupIn(after, identity)
  for (const name of touched) {
    const now = findAfter(name)
    if (now !== undefined) {
      if (!standsWithPartner(now, name, findAfter, identity)) split.add(name)
      continue
    }
    const was = findBefore(name)
    const pair = was === undefined ? null : identity.partner(was)
    const left = pair === null ? undefined : findAfter(pair.identity)
    if (left !== undefined && identity.partner(left)?.identity === name) split.add(name)
  }
  return split
}
