// A stored record of a per-person collection as a CouchDB document, and back.
//
// The `_id` is deterministic (collection and the record's identity), so the same record never
// doubles however many devices add it. The record is nested whole, whatever fields it has, so a
// field whose name starts with `_` (reserved at a document's top level) survives; only `userId`
// stays behind: each device files what arrives under its own signed-in local account.

import { IDENTITY_FIELD, type Collection } from './syncedCollections'

export { COLLECTIONS, type Collection } from './syncedCollections'

export type StoredRecord = Record<string, unknown>

export interface RecordDoc {
  _id: string
  _rev?: string
  collection: Collection
  record: StoredRecord
  updatedAt: string
  deviceId: string
}

export interface TombstoneDoc {
  _id: string
  _rev?: string
  _deleted: true
  collection: Collection
  updatedAt: string
  deviceId: string
}

/** A document read back: `record` is null for a deletion. `identity` is the key toDoc was given
 * (the record's identity, or the key of one of its copies). */
export interface DocContent {
  collection: Collection
  identity: string
  record: StoredRecord | null
}

function isCollection(value: unknown): value is Collection {
  return typeof value === 'string' && Object.hasOwn(IDENTITY_FIELD, value)
}

export function docId(collection: Collection, identity: string): string {
  return `${collection}:${encodeURIComponent(identity)}`
}

/** A record's identity as text: older versions stored transaction ids as numbers. */
function identityField(collection: Collection, record: StoredRecord): string | null {
  const identity = record[IDENTITY_FIELD[collection]]
  if (typeof identity === 'number') return String(identity)
  return typeof identity === 'string' && identity ? identity : null
}

export function identityOf(collection: Collection, record: StoredRecord): string {
  const identity = identityField(collection, record)
  if (identity === null)
    throw new Error(`a ${collection} record needs a string ${IDENTITY_FIELD[collection]}`)
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
): TombstoneDoc {
  return { _id: docId(collection, identity), _deleted: true, collection, updatedAt, deviceId }
}

/** The collection and identity an `_id` names; null unless it is exactly what docId makes. */
function parseDocId(id: unknown): { collection: Collection; identity: string } | null {
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
 * which can end up as the document's winning revision.
 */
export function fromDoc(doc: unknown): DocContent | null {
  if (!doc || typeof doc !== 'object') return null
  const { _id, _deleted, collection, record } = doc as Record<string, unknown>
  const parsed = parseDocId(_id)
  if (!parsed) return null
  if (_deleted === true) return { ...parsed, record: null }
  if (collection !== parsed.collection) return null
  if (!record || typeof record !== 'object' || Array.isArray(record)) return null
  const fields = record as StoredRecord
  if (identityField(parsed.collection, fields) !== parsed.identity) return null
  return { ...parsed, record: withoutUserId(fields) }
}
