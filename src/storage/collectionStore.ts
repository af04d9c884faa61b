import { setAside, type SetAside } from './backups'
import type { JournalName } from './keys'
import { readRaw, writeRaw, type StorageFailure, type StorageResult } from './localStore'
import {
  applyOps,
  uniqueRecords,
  type Identity,
  type RecordChange,
  type RecordOp,
  type StoredRecord,
} from './recordOps'

/** A collection of records: its key, and how its feature reads the records stored there. */
export interface Collection {
  name: JournalName
  key: string
  identity: Identity
  /** Where the removals made in it are noted (see collections/tombstones.ts): the person's
   * journal; none for the journal itself and the people of this browser. */
  journal?: Collection
  /** Whether the app can show this stored value; anything else is set aside when loading. */
  isReadable(value: unknown): boolean
  /** A record from another device, filed under this device's signed-in local account (for
   * records that name their owner). */
  fileUnder?(record: StoredRecord, ownerId: string): StoredRecord
}

/**
 * The records parsed from the text last read or written under each key, each identity once
 * (see uniqueRecords), and how many records that took leaving out. Reused only while storage
 * holds exactly that text, so a write at 25,000 records does not parse again what this tab has
 * just written, yet never works on a stale copy. Nothing mutates these arrays.
 */
interface Parsed {
  raw: string
  records: readonly StoredRecord[]
  /** Whether `records` differ from the stored array: ids made unique, or records left out. */
  changed: boolean
  left: number
}
const parsed = new Map<string, Parsed>()

/** The records of a stored value, or null when it is not a JSON array. */
function parseArray(collection: Collection, raw: string): Parsed | null {
  const cached = parsed.get(collection.key)
  if (cached?.raw === raw) return cached
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!Array.isArray(value)) return null
  const unique = uniqueRecords(value as StoredRecord[], collection.identity)
  const read = { raw, ...unique, changed: unique.records !== value }
  parsed.set(collection.key, read)
  return read
}

/** Whether `raw` is the text this tab last read or wrote under `key`. */
export function isLastSeen(key: string, raw: string | null): boolean {
  return raw !== null && parsed.get(key)?.raw === raw
}

export interface LoadedCollection<T> {
  /** What `read` made of the records the key holds (after any setting aside). */
  shown: T
  /** Where unreadable data found while loading went, if any. */
  setAside: SetAside | null
}

/** What the caller made of stored records, and whether every one of them was readable. */
export interface ReadRecords<T> {
  shown: T
  allReadable: boolean
}

/**
 * Reads a collection to open it (at start and sign-in). `read` turns the records into what the
 * caller shows, and says whether it could read them all: each record is read once. A value that
 * is not an array, or holds records the app cannot read, is set aside first; once the copy is
 * safe, the key keeps only the readable records, so saving works from then on. A copy held in
 * memory (no room) leaves the key as it is. Records that shared an id (data from before ids
 * were kept unique) are stored under the ids they are shown with.
 */
export function loadCollection<T>(
  collection: Collection,
  read: (records: readonly StoredRecord[]) => ReadRecords<T>,
): StorageResult<LoadedCollection<T>> {
  const { key } = collection
  const raw = readRaw(key)
  if (!raw.ok) return raw
  if (raw.value === null) return { ok: true, value: { shown: read([]).shown, setAside: null } }
  const found = parseArray(collection, raw.value)
  const first = read(found?.records ?? [])
  if (found !== null && first.allReadable && found.left === 0) {
    if (found.changed) writeArray(key, found.records)
    return { ok: true, value: { shown: first.shown, setAside: null } }
  }
  const aside = setAside(key, raw.value)
  if (aside.kind === 'held') return { ok: true, value: { shown: first.shown, setAside: aside } }
  const readable = found?.records.filter((value) => collection.isReadable(value)) ?? []
  writeArray(key, readable)
  return { ok: true, value: { shown: read(readable).shown, setAside: aside } }
}

/** The records of a value another tab has just stored, without setting anything aside: following
 * another tab's change must never cause a write of its own. */
export function readCollection(
  collection: Collection,
  raw: string | null,
): readonly StoredRecord[] {
  return raw === null ? [] : (parseArray(collection, raw)?.records ?? [])
}

/** The records the key holds now, as a plan written now would be given them (null: not
 * readable, which a write sets aside first). Unchanged storage gives the very same array. */
export function storedRecords(collection: Collection): readonly StoredRecord[] | null {
  const raw = readRaw(collection.key)
  if (!raw.ok) return null
  return raw.value === null ? [] : (parseArray(collection, raw.value)?.records ?? null)
}

/** The caller's decision, taken on the records storage holds at the moment of writing: the
 * operations to apply, or why the change is refused (a conflict the person must settle). */
export type Plan<Refusal> = (
  records: readonly StoredRecord[],
) => readonly RecordOp[] | { refused: Refusal }

export type WriteOutcome<Refusal = never> =
  /** `before`: the records the plan decided on. */
  | {
      ok: true
      changes: RecordChange[]
      before: readonly StoredRecord[]
      setAside: SetAside | null
    }
  | { ok: false; failure: StorageFailure }
  /** The plan named a record that is gone, or gave one an identity another record has. */
  | { ok: false; missing: string }
  | { ok: false; refused: Refusal }

function writeArray(
  key: string,
  records: readonly StoredRecord[],
  text = JSON.stringify(records),
): StorageResult<void> {
  const written = writeRaw(key, text)
  if (written.ok) parsed.set(key, { raw: text, records, changed: false, left: 0 })
  return written
}

/** A write worked out ahead of its task: `ops` applied to `from` and the result's JSON text. */
export interface PreparedWrite {
  from: readonly StoredRecord[]
  ops: readonly RecordOp[]
  records: StoredRecord[]
  changes: RecordChange[]
  text: string
}

/** Records stringified per step of preparingWrite: about 100 kB of text. */
const TEXT_SLICE = 500

/**
 * Works out the write of `ops` on `from` a step at a time (the operations, then the text
 * `TEXT_SLICE` records at a time), for a caller that runs the steps in tasks of their own
 * (lib/tasks): at 25,000 records applying them and stringifying the result take up to 20 ms
 * each, too much to add to the write's own task. Null when the operations cannot be applied
 * (the write, made without it, says why).
 */
export function* preparingWrite(
  collection: Collection,
  from: readonly StoredRecord[],
  ops: readonly RecordOp[],
): Generator<void, PreparedWrite | null> {
  const applied = applyOps(from, ops, collection.identity)
  if (!applied.ok) return null
  const parts: string[] = []
  for (let start = 0; start < applied.records.length; start += TEXT_SLICE) {
    yield
    // The array's text without its brackets: the parts joined by commas are the whole's text.
    parts.push(JSON.stringify(applied.records.slice(start, start + TEXT_SLICE)).slice(1, -1))
  }
  return { from, ops, ...applied, text: `[${parts.join(',')}]` }
}

/**
 * Reads the key, lets `plan` decide on what it holds, applies the operations and writes the
 * result, all in the caller's task: the change is in storage before this returns, and another
 * tab's records written meanwhile are kept. Nothing is written when the plan refuses, names a
 * record that is gone, or storage is full. A value that is not an array, or that had to leave
 * records out to keep each identity once, is set aside first, so it never blocks saving.
 * A `prepared` write is used when the plan gives its very operations on its very records, that
 * is when storage still holds what it was worked out on.
 */
export function writeCollection<Refusal = never>(
  collection: Collection,
  plan: Plan<Refusal>,
  prepared?: PreparedWrite | null,
): WriteOutcome<Refusal> {
  const { key } = collection
  const raw = readRaw(key)
  if (!raw.ok) return raw
  const found = raw.value === null ? null : parseArray(collection, raw.value)
  const records = found?.records ?? []
  const aside =
    raw.value !== null && (found === null || found.left > 0) ? setAside(key, raw.value) : null
  const ops = plan(records)
  if (!Array.isArray(ops)) return { ok: false, refused: (ops as { refused: Refusal }).refused }
  if (ops.length === 0 && aside === null) {
    return { ok: true, changes: [], before: records, setAside: null }
  }
  const ready = aside === null && prepared?.from === records && prepared.ops === ops
  const applied = ready
    ? { ok: true as const, records: prepared.records, changes: prepared.changes }
    : applyOps(records, ops as readonly RecordOp[], collection.identity)
  if (!applied.ok)
    return { ok: false, missing: 'missing' in applied ? applied.missing : applied.taken }
  const written = writeArray(key, applied.records, ready ? prepared.text : undefined)
  if (!written.ok) return written
  return { ok: true, changes: applied.changes, before: records, setAside: aside }
}
