/**
 * The operations every per-person collection is changed by, applied to the array storage holds
 * at the moment of writing. Pure: no storage access, so the rules are tested without a browser.
 *
 * Within a stored array two records never share an identity: an operation that would give a
 * record an identity another record has gives it the next free id instead (see Identity), and
 * data written before that rule is made unique as it is read (uniqueRecords).
 */

/** One element of a stored array, as JSON.parse made it. Fields the app does not know are kept. */
export type StoredRecord = Readonly<Record<string, unknown>>

/** How a collection names its records. */
export interface Identity {
  /** A record's identity; null for a value that is not a record at all. */
  of(value: unknown): string | null
  /**
   * Whether the identity is the record's `id`, its creation time in milliseconds, which moves
   * on by a millisecond while it is taken (SPEC.md's ids: transactions, recurring rules). A
   * collection whose records are named by what they hold (a budget by its category) has no
   * second name to give: a record arriving under a taken identity fails the write.
   */
  movable: boolean
  /**
   * The name a record has by what it is, when it has one: a bank row's account and FITID, a
   * recurring rule's occurrence, a person's email. Two records with one are the same thing,
   * whatever their ids: a change made again is not made twice, and every device keeps one.
   */
  natural?(value: unknown): string | null
  /**
   * Whether the app made this record by itself rather than the person (a recurring rule's
   * occurrence, added by a catch-up). As it was made it gives way to a deletion of its natural
   * name, whatever the clocks say: a catch-up from an older copy of the rule must not undo it.
   */
  automatic?(value: unknown): boolean
  /**
   * The record this one is kept together with, when it has one (a transfer's two halves): the
   * other's identity, and what the two share, equal in both as long as they are as written
   * together. Such a pair is written in one change, and undone and taken from another device
   * whole or not at all.
   */
  partner?(value: unknown): Partner | null
  /** The record naming `identity` as its partner: sync moved the other half to a new id. */
  withPartner?(record: StoredRecord, identity: string): StoredRecord
}

export interface Partner {
  identity: string
  shared: string
}

export type RecordOp =
  /** Appends a record. With `newIdFrom` its `id` becomes that number (a creation time in ms),
   * moved on by one while taken; without, a movable id taken by another record moves on too. */
  | { type: 'add'; record: StoredRecord; newIdFrom?: number }
  /** Puts a record back where it was (the inverse of a removal). */
  | { type: 'insert'; record: StoredRecord; index: number }
  /** Sets the given fields, keeping every other field of the stored record. */
  | { type: 'patch'; identity: string; fields: StoredRecord }
  /** Replaces the record whole (the inverse of a change, or another device's version, which may
   * bear another id). */
  | { type: 'replace'; identity: string; record: StoredRecord }
  | { type: 'remove'; identity: string }

/** What a write did, record by record: enough to show it, sync it and undo it. `index` is the
 * record's place in the array after the write (for a removal, where it was before). */
export type RecordChange =
  | { type: 'added'; record: StoredRecord; index: number }
  | { type: 'changed'; before: StoredRecord; after: StoredRecord; index: number }
  | { type: 'removed'; record: StoredRecord; index: number }

export type ApplyResult =
  | { ok: true; records: StoredRecord[]; changes: RecordChange[] }
  | { ok: false; missing: string }
  | { ok: false; taken: string }

/** Whether two records are the same as storage holds them: compared as JSON text, which keeps
 * the field order a record was written in and JSON.parse reads back. */
export const sameRecord = (a: unknown, b: unknown) =>
  a === b || JSON.stringify(a) === JSON.stringify(b)

/** Where each identity is in the array. A Map, so any text (`__proto__`, `constructor`) is an
 * ordinary identity. With several records of one identity (data from before the rule above), the
 * first. */
export function indexByIdentity(
  records: readonly unknown[],
  identity: Pick<Identity, 'of'>,
): Map<string, number> {
  const byIdentity = new Map<string, number>()
  records.forEach((value, index) => {
    const name = identity.of(value)
    if (name !== null && !byIdentity.has(name)) byIdentity.set(name, index)
  })
  return byIdentity
}

/** The first id from `from` on that `taken` does not hold. */
export function freeId(from: number, taken: { has(id: string): boolean }): string {
  let id = from
  while (taken.has(String(id))) id += 1
  return String(id)
}

/** Where a movable id that is taken starts looking for a free one: just after it. */
export function movedOnFrom(id: string): number {
  const time = Number(id)
  return Number.isSafeInteger(time) && time >= 0 ? time + 1 : 0
}

/**
 * The array with every identity once. Later records that share a movable id get the next free
 * ids, in array order, so every tab and device that reads the same array makes the same ids; a
 * later record sharing an identity that cannot move is left out (`left` counts them: their
 * caller keeps the value aside first). The very array when nothing had to change.
 */
export function uniqueRecords(
  records: readonly StoredRecord[],
  identity: Identity,
): { records: readonly StoredRecord[]; left: number } {
  const taken = new Set<string>()
  const repeated: number[] = []
  records.forEach((record, index) => {
    const name = identity.of(record)
    if (name === null) return
    if (taken.has(name)) repeated.push(index)
    else taken.add(name)
  })
  if (repeated.length === 0) return { records, left: 0 }
  if (!identity.movable) {
    const drop = new Set(repeated)
    return { records: records.filter((_, index) => !drop.has(index)), left: repeated.length }
  }
  const unique = [...records]
  for (const index of repeated) {
    const id = freeId(movedOnFrom(identity.of(unique[index]) as string), taken)
    taken.add(id)
    unique[index] = { ...unique[index], id }
  }
  return { records: unique, left: 0 }
}

/** The record as its JSON holds it: a field set to undefined (a patch taking it away) is no
 * field. Every copy of a record, stored, in a journal entry or sent to sync, then compares alike. */
function asStored(record: StoredRecord): StoredRecord {
  if (!Object.values(record).includes(undefined)) return record
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined))
}

/**
 * Applies `ops` in order to `stored` and returns the new array with what changed. Records the
 * ops do not name stay the very same objects, so they are written back exactly as they were.
 * A patch, replace or remove of a record that is not there fails the whole batch: the caller
 * decided on a fresh read, so that would be a bug, and half a change must never be stored.
 */
export function applyOps(
  stored: readonly StoredRecord[],
  ops: readonly RecordOp[],
  identity: Identity,
): ApplyResult {
  let next = stored as StoredRecord[]
  let byIdentity: Map<string, number> | null = null
  const changes: RecordChange[] = []

  const own = () => {
    if (next === stored) next = [...stored]
    return next
  }
  const lookup = () => (byIdentity ??= indexByIdentity(next, identity))
  /** The record under an identity nobody else has, or null when it cannot have one. */
  const placed = (given: StoredRecord, newIdFrom: number | undefined, leaving?: string) => {
    const record = asStored(given)
    const taken = lookup()
    const name = identity.of(record)
    const free = name === null || name === leaving || !taken.has(name)
    if (newIdFrom !== undefined) return { ...record, id: freeId(newIdFrom, taken) }
    if (free) return record
    return identity.movable ? { ...record, id: freeId(movedOnFrom(name), taken) } : null
  }
  const file = (record: StoredRecord, index: number) => {
    const name = identity.of(record)
    if (name !== null) lookup().set(name, index)
  }

  for (const op of ops) {
    switch (op.type) {
      case 'add':
      case 'insert': {
        const record = placed(op.record, op.type === 'add' ? op.newIdFrom : undefined)
        if (!record) return { ok: false, taken: identity.of(op.record) as string }
        if (op.type === 'add') {
          const index = own().push(record) - 1
          file(record, index)
          changes.push({ type: 'added', record, index })
        } else {
          const index = Math.max(0, Math.min(op.index, next.length))
          own().splice(index, 0, record)
          byIdentity = null
          changes.push({ type: 'added', record, index })
        }
        break
      }
      case 'patch':
      case 'replace': {
        const index = lookup().get(op.identity)
        if (index === undefined) return { ok: false, missing: op.identity }
        const before = next[index]
        const wanted = op.type === 'patch' ? { ...before, ...op.fields } : op.record
        const after = placed(wanted, undefined, op.identity)
        if (!after) return { ok: false, taken: identity.of(wanted) as string }
        own()[index] = after
        lookup().delete(op.identity)
        file(after, index)
        changes.push({ type: 'changed', before, after, index })
        break
      }
      case 'remove': {
        const index = lookup().get(op.identity)
        if (index === undefined) return { ok: false, missing: op.identity }
        const [record] = own().splice(index, 1)
        byIdentity = null
        changes.push({ type: 'removed', record, index })
        break
      }
    }
  }
  return { ok: true, records: next, changes }
}

/** The ops that take a write back: applied to the array the write produced, they restore the
 * array it started from (same records, same places) as far as nobody changed them since. */
export function inverseOps(
  changes: readonly RecordChange[],
  identity: Pick<Identity, 'of'>,
): RecordOp[] {
  return [...changes].reverse().map((change): RecordOp => {
    switch (change.type) {
      case 'added':
        return { type: 'remove', identity: identity.of(change.record) as string }
      case 'changed':
        return {
          type: 'replace',
          identity: identity.of(change.after) as string,
          record: change.before,
        }
      case 'removed':
        return { type: 'insert', record: change.record, index: change.index }
    }
  })
}
