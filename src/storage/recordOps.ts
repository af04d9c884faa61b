/**
 * The operations every per-person collection is changed by, applied to the array storage holds
 * at the moment of writing. Pure: no storage access, so the rules are tested without a browser.
 */

/** One element of a stored array, as JSON.parse made it. Fields the app does not know are kept. */
export type StoredRecord = Readonly<Record<string, unknown>>

/** How a collection names its records: the id, or the category for budgets. Null for a value
 * that is not a record at all. */
export type IdentityOf = (value: unknown) => string | null

/**
 * Where a record is. Older data may hold several records with one identity (ids were
 * timestamps); `copy` tells them apart by their order in the stored array, 0 being the first.
 */
export interface RecordRef {
  identity: string
  copy: number
}

/** A unique text per ref: the identity itself for the first record with it. The other copies'
 * keys hold a NUL, which no id made by this app has; an identity that has one is always
 * prefixed, so two refs never share a key. */
export function refKey({ identity, copy }: RecordRef): string {
  return copy === 0 && !identity.includes('\u0000') ? identity : `${copy}\u0000${identity}`
}

/** The ref a key of refKey names. */
export function refFromKey(key: string): RecordRef {
  const nul = key.indexOf('\u0000')
  if (nul < 0) return { identity: key, copy: 0 }
  return { identity: key.slice(nul + 1), copy: Number(key.slice(0, nul)) }
}

export type RecordOp =
  /** Appends a record. With `newIdFrom` its `id` becomes that number (a creation time in ms),
   * moved on by one while a stored record already has it. */
  | { type: 'add'; record: StoredRecord; newIdFrom?: number }
  /** Puts a record back where it was (the inverse of a removal). */
  | { type: 'insert'; record: StoredRecord; index: number }
  /** Sets the given fields, keeping every other field of the stored record. Neither a patch nor
   * a replace changes a record's identity. */
  | { type: 'patch'; ref: RecordRef; fields: StoredRecord }
  /** Replaces the record whole (the inverse of a change, or another device's version). */
  | { type: 'replace'; ref: RecordRef; record: StoredRecord }
  | { type: 'remove'; ref: RecordRef }

/** What a write did, record by record: enough to show it, sync it and undo it. `index` is the
 * record's place in the array after the write (for a removal, where it was before). */
export type RecordChange =
  | { type: 'added'; record: StoredRecord; ref: RecordRef; index: number }
  | { type: 'changed'; before: StoredRecord; after: StoredRecord; ref: RecordRef; index: number }
  | {
      type: 'removed'
      record: StoredRecord
      ref: RecordRef
      index: number
      /** How many records with its identity the removal left (older data can hold several). */
      copiesLeft: number
    }

export type ApplyResult =
  { ok: true; records: StoredRecord[]; changes: RecordChange[] } | { ok: false; missing: RecordRef }

/** Whether two records are the same as storage holds them: compared as JSON text, which keeps
 * the field order a record was written in and JSON.parse reads back. */
export const sameRecord = (a: unknown, b: unknown) =>
  a === b || JSON.stringify(a) === JSON.stringify(b)

/** Which stored records have each identity, in array order. A Map, so any text (`__proto__`,
 * `constructor`) is an ordinary identity. */
export function indexByIdentity(
  records: readonly unknown[],
  identityOf: IdentityOf,
): Map<string, number[]> {
  const byIdentity = new Map<string, number[]>()
  records.forEach((value, index) => {
    const identity = identityOf(value)
    if (identity === null) return
    const indexes = byIdentity.get(identity)
    if (indexes) indexes.push(index)
    else byIdentity.set(identity, [index])
  })
  return byIdentity
}

/** The ref of the record at `index`: its identity and how many before it share that identity. */
export function refAt(
  records: readonly unknown[],
  index: number,
  identityOf: IdentityOf,
): RecordRef | null {
  const identity = identityOf(records[index])
  if (identity === null) return null
  let copy = 0
  for (let i = 0; i < index; i += 1) if (identityOf(records[i]) === identity) copy += 1
  return { identity, copy }
}

/** A free id: `from`, moved on by one millisecond while taken. */
function freeId(from: number, taken: ReadonlySet<string> | Map<string, unknown>): string {
  let id = from
  while (taken.has(String(id))) id += 1
  return String(id)
}

/**
 * Applies `ops` in order to `stored` and returns the new array with what changed. Records the
 * ops do not name stay the very same objects, so they are written back exactly as they were.
 * A patch, replace or remove of a record that is not there fails the whole batch: the caller
 * decided on a fresh read, so that would be a bug, and half a change must never be stored.
 */
export function applyOps(
  stored: readonly unknown[],
  ops: readonly RecordOp[],
  identityOf: IdentityOf,
): ApplyResult {
  const records = stored as StoredRecord[]
  let next: StoredRecord[] = records
  let byIdentity: Map<string, number[]> | null = null
  const changes: RecordChange[] = []

  const own = () => {
    if (next === records) next = [...records]
    return next
  }
  const lookup = () => (byIdentity ??= indexByIdentity(next, identityOf))
  const locate = (ref: RecordRef) => lookup().get(ref.identity)?.[ref.copy]
  const copiesBefore = (identity: string, index: number) =>
    (lookup().get(identity) ?? []).filter((i) => i < index).length

  for (const op of ops) {
    switch (op.type) {
      case 'add': {
        // Indexed before the append, which the lines below then add to the index themselves.
        const indexed = lookup()
        const record =
          op.newIdFrom === undefined
            ? op.record
            : { ...op.record, id: freeId(op.newIdFrom, indexed) }
        const index = own().push(record) - 1
        const identity = identityOf(record)
        if (identity !== null) {
          changes.push({
            type: 'added',
            record,
            index,
            ref: { identity, copy: copiesBefore(identity, index) },
          })
          const indexes = indexed.get(identity)
          if (indexes) indexes.push(index)
          else indexed.set(identity, [index])
        }
        break
      }
      case 'insert': {
        const index = Math.max(0, Math.min(op.index, next.length))
        own().splice(index, 0, op.record)
        byIdentity = null
        const ref = refAt(next, index, identityOf)
        if (ref) changes.push({ type: 'added', record: op.record, index, ref })
        break
      }
      case 'patch':
      case 'replace': {
        const index = locate(op.ref)
        if (index === undefined) return { ok: false, missing: op.ref }
        const before = next[index]
        const after = op.type === 'patch' ? { ...before, ...op.fields } : op.record
        own()[index] = after
        changes.push({ type: 'changed', before, after, index, ref: op.ref })
        break
      }
      case 'remove': {
        const copies = lookup().get(op.ref.identity) ?? []
        const index = copies[op.ref.copy]
        if (index === undefined) return { ok: false, missing: op.ref }
        const [record] = own().splice(index, 1)
        byIdentity = null
        changes.push({ type: 'removed', record, index, ref: op.ref, copiesLeft: copies.length - 1 })
        break
      }
    }
  }
  return { ok: true, records: next, changes }
}

/** The ops that take a write back: applied to the array the write produced, they restore the
 * array it started from (same records, same places) as far as nobody changed them since. */
export function inverseOps(changes: readonly RecordChange[]): RecordOp[] {
  return [...changes].reverse().map((change): RecordOp => {
    switch (change.type) {
      case 'added':
        return { type: 'remove', ref: change.ref }
      case 'changed':
        return { type: 'replace', ref: change.ref, record: change.before }
      case 'removed':
        return { type: 'insert', record: change.record, index: change.index }
    }
  })
}
