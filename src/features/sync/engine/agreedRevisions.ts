import type { CollectionName } from '../../../storage/keys'
import type { Database, PouchDoc } from './pouchApi'

// The replica revision storage last agreed with, per collection and record key (see
// reconcile.ts: a record that differs from it was changed here, on top of it). Kept in the
// replica as a local document, which replication never sends and which goes with the replica
// when sync is turned off. In memory alone it was lost on every reload or restart of sync, and
// an edit made meanwhile (signing in to the server failed, the tab was reloaded) on another
// device's record was then decided by the two devices' clocks, and could lose.

const DOC_ID = '_local/agreed-revisions'

/** What the document holds: each collection's pairs, as one JSON text. PouchDB copies a
 * document field by field before it writes it: with a field per record (`revs`, as earlier
 * versions kept them) a save at 25,000 records held the page up to 56 ms; a text is one value. */
type Kept = Partial<Record<CollectionName, [string, string][]>>
/** What earlier versions kept, read so that an update loses nothing agreed. */
type KeptBefore = Partial<Record<CollectionName, Record<string, string>>>

/** Each collection's kept pairs as stored, from either shape; none from a document missing or
 * unreadable. */
function keptPairs(doc: PouchDoc | null): Partial<Record<string, unknown>> {
  if (typeof doc?.pairs === 'string') {
    try {
      return (JSON.parse(doc.pairs) as Kept | null) ?? {}
    } catch {
      return {}
    }
  }
  const before = (doc?.revs ?? {}) as KeptBefore
  return Object.fromEntries(
    Object.entries(before).map(([name, revs]) => [name, Object.entries(revs ?? {})]),
  )
}

export interface AgreedRevisions {
  /** Reads what an earlier run kept: once, before the first reconciliation. */
  load(): Promise<void>
  of(name: CollectionName): ReadonlyMap<string, string>
  agree(name: CollectionName, key: string, rev: string): void
  /** Keeps them, when any changed since they were last kept. */
  save(): Promise<void>
}

export function agreedRevisions(db: Database, names: readonly CollectionName[]): AgreedRevisions {
  const byName = new Map(names.map((name) => [name, new Map<string, string>()]))
  let changed = false
  /** The document's revision as this engine last read or wrote it: a save needs no read. */
  let docRev: string | undefined
  // Missing (never kept) or unreadable: nothing is known, and times decide, as before.
  const read = () => db.get(DOC_ID).catch(() => null)

  return {
    async load() {
      const doc = await read()
      docRev = doc?._rev
      const kept = keptPairs(doc)
      for (const [name, agreed] of byName) {
        const pairs = kept[name]
        for (const pair of Array.isArray(pairs) ? pairs : []) {
          const [key, rev] = Array.isArray(pair) ? pair : []
          if (typeof key === 'string' && typeof rev === 'string') agreed.set(key, rev)
        }
      }
    },
    of: (name) => byName.get(name) ?? new Map(),
    agree(name, key, rev) {
      const agreed = byName.get(name)
      if (!agreed || agreed.get(key) === rev) return
      agreed.set(key, rev)
      changed = true
    },
    async save() {
      if (!changed) return
      changed = false
      const kept: Kept = Object.fromEntries(
        [...byName].map(([name, agreed]) => [name, [...agreed]]),
      )
      const pairs = JSON.stringify(kept)
      try {
        docRev = (await db.put({ _id: DOC_ID, ...(docRev ? { _rev: docRev } : {}), pairs })).rev
      } catch {
        // Sync goes on either way; the next save tries again, on the document as it is then
        // (another tab's engine, where a browser has no Web Locks, may have written it).
        docRev = (await read())?._rev
        changed = true
      }
    },
  }
}
