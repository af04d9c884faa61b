import { resolveConflict } from '../conflictRule'
import type { Database, PouchDoc } from './pouch'

/**
 * Settles a document whose revisions conflict (two devices changed it while apart) by the app's
 * rule rather than CouchDB's arbitrary pick: every other live leaf is deleted, so each device
 * ends with the same record. Returns the winning leaf.
 */
export async function settleConflict(db: Database, id: string): Promise<PouchDoc | null> {
  const leaves = (await db.get(id, { open_revs: 'all' }))
    .map((entry) => entry.ok)
    .filter((doc): doc is PouchDoc => doc !== undefined)
  if (leaves.length === 0) return null
  const { winner, remove } = resolveConflict(
    leaves.map((doc) => ({
      rev: String(doc._rev),
      deleted: doc._deleted === true,
      updatedAt: typeof doc.updatedAt === 'string' ? doc.updatedAt : undefined,
      deviceId: typeof doc.deviceId === 'string' ? doc.deviceId : undefined,
      content: doc.record === undefined ? undefined : JSON.stringify(doc.record),
    })),
  )
  const winning = leaves.find((doc) => doc._rev === winner) ?? null
  if (!winning || remove.length === 0) return winning
  // Each removed leaf carries the winner's time: when the winner is a deletion, whichever
  // tombstone CouchDB then shows still says when the record was deleted.
  const { collection, updatedAt, deviceId } = winning
  await db.bulkDocs(
    remove.map((rev) => ({ _id: id, _rev: rev, _deleted: true, collection, updatedAt, deviceId })),
  )
  return winning
}
