import { bestLeaf, type Leaf } from '../conflictRule'
import { parseDocId, type Collection } from '../docs'
import { lineageOf, precedes, sameRecord, yields, type Naming } from '../recordVersions'
import type { StoredRecord } from '../../../storage/recordOps'
import { plainCodec, type DocCodec } from './docCodec'
import type { Database, PouchDoc } from './pouchApi'

/**
 * Settles a document whose revisions conflict (two devices changed it while apart) by the app's
 * rule rather than CouchDB's arbitrary pick, so each device ends with the same record.
 *
 * The live leaves may hold more than one record: two devices that gave two records one id
 * before either saw the other's, or a record written under its id by an earlier version though
 * it has a natural name. Each record's leaves are settled on their own (conflictRule.ts), a
 * deletion counting for the record it deleted (its `born`, when it says). Of the records still
 * there, the one made first keeps the document (see recordVersions.ts); the others' standing
 * leaves are left in place as strays, for reconcile.ts to move to keys of their own, and only
 * then taken off: deleting them here would lose a record no other device may have.
 */
export interface Settled {
  /** The standing leaf of the record that keeps the document, or its deletion; none when
   * every leaf belongs elsewhere. */
  winner: PouchDoc | null
  /** Standing leaves of other records, to move elsewhere. */
  strays: PouchDoc[]
}

const recordOf = (doc: PouchDoc) =>
  doc.record && typeof doc.record === 'object' ? (doc.record as StoredRecord) : null

function leafOf(naming: Naming | undefined, doc: PouchDoc): Leaf & { doc: PouchDoc } {
  const record = recordOf(doc)
  const updatedAt = typeof doc.updatedAt === 'string' ? doc.updatedAt : undefined
  return {
    doc,
    rev: String(doc._rev),
    deleted: doc._deleted === true,
    updatedAt,
    deviceId: typeof doc.deviceId === 'string' ? doc.deviceId : undefined,
    content: doc.record === undefined ? undefined : JSON.stringify(doc.record),
    ...(record && naming && yields(naming, record, updatedAt) ? { yields: true } : {}),
    ...(doc.removed === true || typeof doc.movedTo === 'string' ? { removed: true } : {}),
  }
}

/** The live leaves grouped by the record they are versions of (leaves that belong under a
 * natural name apart, as strays). */
function recordsOf(naming: Naming | undefined, key: string, live: readonly PouchDoc[]) {
  const groups: PouchDoc[][] = []
  const misplaced: PouchDoc[] = []
  for (const doc of live) {
    const record = recordOf(doc) ?? {}
    const natural = naming?.natural?.(record) ?? null
    if (natural !== null && natural !== key) {
      misplaced.push(doc)
      continue
    }
    const lineage = naming ? lineageOf(naming, record) : null
    const group = groups.find((docs) =>
      docs.every((other) => {
        const otherRecord = recordOf(other) ?? {}
        const otherLineage = naming ? lineageOf(naming, otherRecord) : null
        return otherLineage === lineage && (lineage === null || sameRecord(otherRecord, record))
      }),
    )
    if (group) group.push(doc)
    else groups.push([doc])
  }
  return { groups, misplaced }
}

const bornOfDoc = (doc: PouchDoc) => {
  const made = recordOf(doc)?.createdAt
  return typeof made === 'string' ? made : ''
}

export async function settleConflict(
  db: Database,
  id: string,
  namingOf: (collection: Collection) => Naming | undefined = () => undefined,
  codec: DocCodec = plainCodec,
): Promise<Settled | null> {
  const stored = (await db.get(id, { open_revs: 'all' }))
    .map((entry) => entry.ok)
    .filter((doc): doc is PouchDoc => doc !== undefined)
  // A leaf that does not open is never applied: the others are settled without it.
  const leaves = (await Promise.all(stored.map((doc) => codec.open(doc)))).flatMap((opened) =>
    opened.kind === 'doc' ? [opened.doc] : [],
  )
  const parsed = leaves.length > 0 ? parseDocId(leaves[0]._id) : null
  if (!parsed || leaves.some((doc) => doc._id !== leaves[0]._id)) return null
  const plainId = leaves[0]._id
  const naming = namingOf(parsed.collection)
  const deletions = leaves.filter((doc) => doc._deleted === true)
  const { groups, misplaced } = recordsOf(
    naming,
    parsed.identity,
    leaves.filter((doc) => doc._deleted !== true),
  )
  const removals: PouchDoc[] = []
  const standing: PouchDoc[] = []
  for (const docs of groups) {
    const born = bornOfDoc(docs[0])
    // Only a record known by its id is told from another of that id by when it was made.
    const byBirth = naming !== undefined && lineageOf(naming, recordOf(docs[0]) ?? {}) !== null
    const applying = deletions.filter(
      (doc) => !byBirth || typeof doc.born !== 'string' || doc.born === born,
    )
    const winner = bestLeaf([...docs, ...applying].map((doc) => leafOf(naming, doc))).doc
    const { collection, updatedAt, deviceId } = winner
    // Each removed leaf carries the winner's time: when the winner is a deletion, whichever
    // tombstone CouchDB then shows still says when the record was deleted. Under a live winner
    // it deleted nothing, and says so.
    const mark = winner._deleted === true ? { born } : { removed: true }
    for (const doc of docs) {
      if (doc === winner) continue
      removals.push({
        _id: plainId,
        _rev: doc._rev,
        _deleted: true,
        collection,
        updatedAt,
        deviceId,
        ...mark,
      })
    }
    if (winner._deleted !== true) standing.push(winner)
  }
  const [resident, ...others] = standing.sort((a, b) => {
    const [x, y] = [recordOf(a) ?? {}, recordOf(b) ?? {}]
    return precedes(x, y) ? -1 : precedes(y, x) ? 1 : 0
  })
  if (removals.length > 0) await db.bulkDocs(await Promise.all(removals.map(codec.seal)))
  const winner =
    resident ??
    (deletions.length > 0 ? bestLeaf(deletions.map((doc) => leafOf(naming, doc))).doc : null)
  return { winner, strays: [...others, ...misplaced] }
}
