import { openValue, sealValue, keyedName } from '../crypto/envelope'
import { KEY_CHECK_ID, type Keyring } from '../crypto/keyCheck'
import { IDENTITY_FIELDS } from '../syncedCollections'
import type { PouchDoc } from './pouchApi'

/**
 * How the documents docs.ts makes are stored in the replica (and so on the server), and read
 * back. Plain: as they are. Sealed: the whole document (record, times, marks, its own id) is one
 * AES-GCM box under an id that is a keyed hash of its plain id, prefixed with its collection:
 * the server learns a document's kind and nothing else. Replication is unchanged: it moves
 * boxes.
 */
export type Opened =
  /** A document of the app's, as docs.ts reads it. */
  | { kind: 'doc'; doc: PouchDoc }
  /** The database's key-check document (crypto/keyCheck.ts). */
  | { kind: 'keyCheck'; doc: PouchDoc }
  /** A box that does not open with these keys: tampered with, or sealed with other keys. */
  | { kind: 'refused' }
  /** Nothing of the app's: design documents, bare deletions (see below). */
  | { kind: 'other' }

export interface DocCodec {
  /** The key-check a sealed database must have (null: a plain one, which has none). */
  readonly check: string | null
  open(stored: PouchDoc): Promise<Opened>
  seal(doc: PouchDoc): Promise<PouchDoc>
}

export const plainCodec: DocCodec = {
  check: null,
  open: async (doc) =>
    doc._id === KEY_CHECK_ID ? { kind: 'keyCheck', doc } : { kind: 'doc', doc },
  seal: async (doc) => doc,
}

const collectionOf = (id: string) => {
  const kind = id.slice(0, id.indexOf(':'))
  return Object.hasOwn(IDENTITY_FIELDS, kind) ? kind : null
}

/** What a codec needs of a keyring (its key-check document is not sent to the worker). */
export type CodecKeys = Pick<Keyring, 'keys' | 'check'>

/** The codec of an encrypted database, in this thread (the page's runs in the sync databases'
 * worker: pouch.ts). */
export function sealedCodec({ keys, check }: CodecKeys): DocCodec {
  return {
    check,
    async open(stored) {
      if (stored._id === KEY_CHECK_ID) return { kind: 'keyCheck', doc: stored }
      if (!collectionOf(stored._id)) return { kind: 'other' }
      const deleted = stored._deleted === true
      // A deletion without a box says nothing the app could trust: it is how a passphrase
      // change clears the old keys' documents, and it deletes no record anywhere.
      if (deleted && stored.box === undefined) return { kind: 'other' }
      const plain = (await openValue(keys.records, stored.box, stored._id)) as PouchDoc | undefined
      if (!plain || typeof plain !== 'object' || typeof plain._id !== 'string') {
        return { kind: 'refused' }
      }
      // The box says whether it is a deletion: a server that flips the flag is refused.
      if ((plain._deleted === true) !== deleted) return { kind: 'refused' }
      const doc: PouchDoc = { ...plain, _id: plain._id }
      if (stored._rev !== undefined) doc._rev = stored._rev
      return { kind: 'doc', doc }
    },
    async seal(doc) {
      const { _rev, ...content } = doc
      const kind = collectionOf(doc._id)
      if (!kind) throw new Error(`not a document of a synced collection: ${doc._id}`)
      const _id = `${kind}:${await keyedName(keys.names, doc._id)}`
      const box = await sealValue(keys.records, content, _id)
      return {
        _id,
        ...(_rev !== undefined ? { _rev } : {}),
        ...(doc._deleted === true ? { _deleted: true } : {}),
        box,
      }
    },
  }
}
