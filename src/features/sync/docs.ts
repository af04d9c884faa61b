// A stored record of a per-person collection as a CouchDB document, and back.
//
// The `_id` is deterministic: the collection and the record's key, its natural name when it has
// one (a bank row's account and FITID, an occurrence's rule and date), else its identity. So the
// same record never doubles however many devices add it, whatever ids they gave it. The record
// is nested whole, whatever fields it has, so a field whose name starts with `_` (reserved at a
// document's top level) survives; only `userId` stays behind: each device files what arrives
// under its own signed-in local account.

import { IDENTITY_FIELDS, type Collection } from './syncedCollections'

export type { Collection } from './syncedCollections'

export type StoredRecord = Record<string, unknown>

export interface RecordDoc {
  _id: string
  _rev?: string
  collection: Collection
  record: StoredRecord
  updatedAt: string
  deviceId: string
}

/** What a deletion says beyond its time: which record it deleted (its creation time, which tells
 * it from another record of the same id), or that nothing was deleted: the record moved to
 * another key (`movedTo`), or a losing revision of a conflict was taken out of the way. */
export interface DeletionMarks {
  born?: string
  movedTo?: string
  removed?: true
}

export interface TombstoneDoc extends DeletionMarks {
  _id: string
  _rev?: string
  _deleted: true
  collection: Collection
  updatedAt: string
  deviceId: string
}

/** A document read back: `record` is null for a deletion. `identity` is the document's key. A
 * record under its id though it has a natural name (written before records were named so) is
 * `misplaced`: it belongs under that name. */
export interface DocContent extends DeletionMarks {
  collection: Collection
  identity: string
  record: StoredRecord | null
  misplaced?: true
}

/** A record's natural name in its collection, if it has one (see Identity.natural). */
export type NaturalName = (collection: Collection, record: StoredRecord) => string | null

function isCollection(value: unknown): value is Collection {
  return typeof value === 'string' && Object.hasOwn(IDENTITY_FIELDS, value)
}

export function docId(collection: Collection, identity: string): string {
  return `${collection}:${encodeURIComponent(identity)}`
}

/** A record's identity as text: older versions stored transaction ids as numbers. */
function identityField(collection: Collection, record: StoredRecord): string | null {
  const parts = IDENTITY_FIELDS[collection].map((field) => {
    const part = record[field]
    return typeof part === 'number' ? String(part) : typeof part === 'string' && part ? part : null
  })
  return parts.includes(null) ? null : parts.join(':')
}

export function identityOf(collection: Collection, record: StoredRecord): string {
  const identity = identityField(collection, record)
  if (identity === null) {
    const fields = IDENTITY_FIELDS[collection].join(' and ')
    throw new Error(`a ${collection} record needs a string ${fields}`)
  }
  return identity
}

function withoutUserId(record: StoredRecord): StoredRecord {
  const rest = { ...record }
  delete rest.userId
  return rest
}

/** The document of a record, under `key`: its identity across devices. */
export function toDoc(
  collection: Collection,
  record: StoredRecord,
  deviceId: string,
  updatedAt: string,
  key: string = identityOf(collection, record),
): RecordDoc {
  return {
    _id: docId(collection, key),
    collection,
    record: withoutUserId(record),
    updatedAt,
    deviceId,
  }
}

export function toTombstone(
  collection: Collection,
  identity: string,
  deviceId: string,
  updatedAt: string,
  marks: DeletionMarks = {},
): TombstoneDoc {
  return {
    _id: docId(collection, identity),
    _deleted: true,
    collection,
    updatedAt,
    deviceId,
    ...deletionMarks({ ...marks }),
  }
}

/** The marks a deletion carries, read from anything (a document from the server). */
function deletionMarks(doc: Record<string, unknown>): DeletionMarks {
  const { born, movedTo, removed } = doc
  return {
    ...(typeof born === 'string' && born !== '' ? { born } : {}),
    ...(typeof movedTo === 'string' && movedTo !== '' ? { movedTo } : {}),
    ...(removed === true ? { removed: true as const } : {}),
  }
}

/** The collection and identity an `_id` names; null unless it is exactly what docId makes. */
export function parseDocId(id: unknown): { collection: Collection; identity: string } | null {
  if (typeof id !== 'string') return null
  const colon = id.indexOf(':')
  const collection = id.slice(0, colon)
  if (colon < 0 || !isCollection(collection)) return null
  try {
    const identity = decodeURIComponent(id.slice(colon + 1))
    // Only the one encoding of an identity is its id: anything else would be a second copy.
    return identity && docId(collection, identity) === id ? { collection, identity } : null
  } catch {
    return null
  }
}

/**
 * What a document from the server holds, or null for anything this app did not write (design
 * documents, other apps' data, damaged or inconsistent documents). A deletion is read from its
 * `_id` alone: removing a losing revision of a conflict leaves a bare `{ _deleted: true }`,
 * which can end up as the document's winning revision. `natural` names records by what they
 * are; without it only identities are keys.
 */
export function fromDoc(doc: unknown, natural?: NaturalName): DocContent | null {
  if (!doc || typeof doc !== 'object') return null
  const { _id, _deleted, collection, record } = doc as Record<string, unknown>
  const parsed = parseDocId(_id)
  if (!parsed) return null
  if (_deleted === true) {
    return { ...parsed, record: null, ...deletionMarks(doc as Record<string, unknown>) }
  }
  if (collection !== parsed.collection) return null
  if (!record || typeof record !== 'object' || Array.isArray(record)) return null
  const fields = withoutUserId(record as StoredRecord)
  const name = natural?.(parsed.collection, fields) ?? null
  if (name !== null && name === parsed.identity) return { ...parsed, record: fields }
  if (identityField(parsed.collection, fields) !== parsed.identity) return null
  return name === null
    ? { ...parsed, record: fields }
    : { ...parsed, record: fields, misplaced: true }
}
