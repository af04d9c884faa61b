import { bornOf } from '../../collections/tombstones'
import type { Identity, StoredRecord } from '../../storage/recordOps'

/**
 * What makes two versions one record across devices, pure and the same on every device.
 *
 * - A record with a natural name (a bank row's account and FITID, an occurrence's rule and date)
 *   is that name: every version of it is one record, whatever its id and creation time. Its
 *   document is named so (its key).
 * - Any other record is its identity (id). Ids are creation times claimed a millisecond at a
 *   time (an import of N rows claims N of them), so two devices can give two different records
 *   one id. Two versions of one id are one record when they were made at the same moment
 *   (`createdAt`), unless both are still as made and differ: two devices creating in the same
 *   millisecond. Of two records of one id the earlier made (then the smaller content text)
 *   keeps it; the other moves to a new id and carries the one it was made under (`movedFrom`),
 *   so its copies under different ids are still known as one record (its lineage).
 */

/** The field a record moved to a new id carries: the id it was made under. */
export const MOVED_FROM = 'movedFrom'

/** How sync names the records of one collection, from the collection's Identity. */
export type Naming = Pick<
  Identity,
  'of' | 'movable' | 'natural' | 'automatic' | 'partner' | 'withPartner'
>

/** A record's sync key: its natural name when it has one, else its identity. */
export function keyOf(naming: Naming, record: StoredRecord): string | null {
  return naming.natural?.(record) ?? naming.of(record)
}

/** When a stored record last changed: records older versions wrote have only createdAt. */
export function changedAt(record: StoredRecord): string {
  const { updatedAt, createdAt } = record as { updatedAt?: unknown; createdAt?: unknown }
  return typeof updatedAt === 'string' ? updatedAt : typeof createdAt === 'string' ? createdAt : ''
}

/** Whether nobody changed the record since it was made. */
export function isUnedited(record: StoredRecord): boolean {
  const born = bornOf(record)
  return born !== '' && changedAt(record) === born
}

/** The fields that name a record rather than say what it is; and the record it is paired with
 * (a transfer's other half, see movedPartners.ts), whose id sync may move. */
const NAMES = new Set(['id', MOVED_FROM, 'userId', 'transfer'])

/** The record's content as text, without its name: the id it has now and the one it moved from. */
function contentText(record: StoredRecord): string {
  const content: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(record)) {
    if (!NAMES.has(field)) content[field] = value
  }
  return JSON.stringify(content)
}

const sameValue = (a: unknown, b: unknown) =>
  a === b ||
  (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b))

/** Whether two versions of a record differ in anything but their ids (field by field: a
 * reconciliation asks this of every record). A field holding undefined is no field, as in JSON:
 * a copy from memory and the same record read back from storage or the server compare alike. */
export function sameContent(a: StoredRecord, b: StoredRecord): boolean {
  let fields = 0
  for (const field in a) {
    if (NAMES.has(field) || a[field] === undefined) continue
    if (!sameValue(a[field], b[field])) return false
    fields += 1
  }
  for (const field in b) if (!NAMES.has(field) && b[field] !== undefined) fields -= 1
  return fields === 0
}

/** The id a record was made under: the one it moved from, else its own. */
export function originOf(naming: Naming, record: StoredRecord): string | null {
  const from = (record as Record<string, unknown>)[MOVED_FROM]
  return typeof from === 'string' && from !== '' ? from : naming.of(record)
}

/**
 * The lineage of a record known by its id alone: the id it was made under (with its creation
 * time, see sameRecord). Null for a record named otherwise (a natural name, or a collection whose
 * names cannot move, as budgets' categories) or made before creation times were kept: those are
 * one record per key, as before.
 */
export function lineageOf(naming: Naming, record: StoredRecord): string | null {
  if (!naming.movable || (naming.natural?.(record) ?? null) !== null) return null
  return bornOf(record) === '' ? null : originOf(naming, record)
}

/** Whether two versions of one lineage are one record: made at the same moment, and not both
 * as made and different. */
export function sameRecord(a: StoredRecord, b: StoredRecord): boolean {
  if (bornOf(a) !== bornOf(b)) return false
  return !(isUnedited(a) && isUnedited(b) && !sameContent(a, b))
}

/** Whether `a` keeps an id that `b` also claims: made earlier, then its content text first. */
export function precedes(a: StoredRecord, b: StoredRecord): boolean {
  const bornA = bornOf(a)
  const bornB = bornOf(b)
  if (bornA !== bornB) return bornA < bornB
  return contentText(a) < contentText(b)
}

/**
 * Whether a version gives way to any deletion of its key, whatever the times: a record the app
 * made by itself (an occurrence), as it made it, and stamped (`stampedAt`, a document's time)
 * when it was made, not later (an Undo that put it back is the person's change).
 */
export function yields(naming: Naming, record: StoredRecord, stampedAt?: string): boolean {
  if (!naming.automatic?.(record) || !isUnedited(record)) return false
  return stampedAt === undefined || stampedAt === bornOf(record)
}

/** The record placed under `id`: it carries the id it was made under while it is elsewhere. */
export function placedAt(naming: Naming, record: StoredRecord, id: string): StoredRecord {
  if (naming.of(record) === id) return record
  const origin = originOf(naming, record) ?? id
  const placed: Record<string, unknown> = { ...record, id }
  if (origin === id) delete placed[MOVED_FROM]
  else placed[MOVED_FROM] = origin
  return placed
}
