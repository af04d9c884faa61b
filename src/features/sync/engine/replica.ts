import type { CollectionName } from '../../../storage/keys'
import { fromDoc, toDoc, toTombstone, type Collection, type DocContent } from '../docs'
import type { Push } from '../reconcile'
import type { RemoteVersion } from '../recordGroups'
import type { Naming } from '../recordVersions'
import { agreedRevisions, type AgreedRevisions } from './agreedRevisions'
import { settleConflict } from './conflicts'
import type { DocCodec } from './docCodec'
import type { Change, Database, PouchDoc } from './pouchApi'

/**
 * The engine's side of the local replica: what it holds, read from its changes (each change
 * taken in once, in order, conflicts settled first), the pushes written to it, and the revisions
 * storage last agreed with. Nothing here touches storage.
 */
export interface Replica {
  /** The standing version of each document of a collection, by key. */
  versions(name: CollectionName): ReadonlyMap<string, RemoteVersion>
  /** Live leaves that belong elsewhere, by the key of the document they are in. */
  strays(name: CollectionName): ReadonlyMap<string, readonly RemoteVersion[]>
  readonly agreed: AgreedRevisions
  /** Takes in every change not taken in yet; returns the collections whose documents changed. */
  takeNewChanges(): Promise<Set<CollectionName>>
  /**
   * Follows the live feed of changes from where the last read ended: `receive` is handed, for
   * each change, the work that takes it in (to run in turn with everything else), which
   * returns its collection, or null when it changed none (or a later read took it in first).
   */
  follow(receive: (take: () => Promise<CollectionName | null>) => void): void
  /** Writes pushes; returns the ones whose write failed (a race lost to replication). */
  write(name: CollectionName, pushes: readonly Push[]): Promise<Push[]>
  close(): void
}

/** What the replica tells of besides records: the database's key-check document as it arrives,
 * and documents whose box did not open (refused: never applied) or, later, did. */
export interface ReplicaWatch {
  keyCheck(doc: PouchDoc): void
  refused(id: string, refused: boolean): void
}

/** The replica is read and written this many documents at a time, a page being one message to
 * the worker that holds it and seals and opens its documents (pouchProtocol.ts): what the page
 * does with each answer stays a short task. (When PouchDB ran on the page, one call of
 * thousands held it for seconds, and a page of 100 sealed documents took 50–53 ms.) */
const PAGE = 50

interface Held {
  versions: Map<string, RemoteVersion>
  strays: Map<string, RemoteVersion[]>
}

function versionOf(doc: PouchDoc, content: DocContent): RemoteVersion {
  const { born, movedTo, removed } = content
  return {
    rev: String(doc._rev),
    deleted: content.record === null,
    updatedAt: typeof doc.updatedAt === 'string' ? doc.updatedAt : '',
    record: content.record,
    ...(born ? { born } : {}),
    ...(movedTo ? { movedTo } : {}),
    ...(removed ? { removed } : {}),
  }
}

export function openReplica(
  db: Database,
  names: readonly CollectionName[],
  namingOf: (collection: Collection) => Naming | undefined,
  deviceId: string,
  codec: DocCodec,
  watch: ReplicaWatch,
): Replica {
  const held = new Map<CollectionName, Held>(
    names.map((name) => [name, { versions: new Map(), strays: new Map() }]),
  )
  const agreed = agreedRevisions(db, names)
  const natural = (collection: Collection, record: Record<string, unknown>) =>
    namingOf(collection)?.natural?.(record) ?? null
  /** The replica's update sequence up to which its changes have been taken in. */
  let taken: number | string = 0
  let watcher: { cancel(): void } | null = null
  /** The revision of each document this replica wrote, until its change comes back. */
  const ownRevs = new Map<string, string>()
  /** Whether a change is only this replica's own write coming back: already taken in as
   * written, so neither opened again nor a reason to reconcile (a first sync of 25,000 sent
   * every record back through the feed). */
  const isOwnWrite = (change: Change) =>
    change.changes.length === 1 && ownRevs.get(change.id) === change.changes[0].rev
  /** The same, and forgets the revision: it comes back once. */
  const ownWrite = (change: Change) => isOwnWrite(change) && ownRevs.delete(change.id)

  /** A document as docs.ts reads it (already opened) with the collection state it goes to. */
  const read = (doc: PouchDoc | null) => {
    const content = doc && fromDoc(doc, natural)
    const state = content && held.get(content.collection)
    return content && state ? { doc: doc as PouchDoc, content, state } : null
  }

  /** A stored document opened (`opening`: the codec's work on it, begun earlier), telling
   * `watch` of what is not a record. */
  async function open(
    id: string,
    stored: PouchDoc | undefined,
    opening = stored && codec.open(stored),
  ): Promise<PouchDoc | null> {
    if (!opening) return null
    const opened = await opening
    if (opened.kind === 'keyCheck') watch.keyCheck(opened.doc)
    // Anything standing in a refused box's place ends its refusal: a document that opens, or
    // the bare deletion a passphrase change finished elsewhere leaves of one it moved.
    else watch.refused(id, opened.kind === 'refused')
    return opened.kind === 'doc' ? opened.doc : null
  }

  /** Takes in a document as its one standing leaf: a misplaced one is a stray of its own. */
  function absorb(doc: PouchDoc): CollectionName | null {
    const found = read(doc)
    if (!found) return null
    const { content, state } = found
    const version = versionOf(doc, content)
    if (content.misplaced) {
      state.versions.delete(content.identity)
      state.strays.set(content.identity, [version])
    } else {
      state.versions.set(content.identity, version)
      state.strays.delete(content.identity)
    }
    return content.collection
  }

  /** Takes in one change of the replica, settling a conflict first when it has one. */
  async function take(change: Change, opened: PouchDoc | null): Promise<CollectionName | null> {
    if (change.changes.length <= 1) return opened ? absorb(opened) : null
    const settled = await settleConflict(db, change.id, namingOf, codec)
    if (!settled) return null
    const strays = settled.strays.flatMap((doc) => {
      const found = read(doc)
      return found ? [versionOf(doc, found.content)] : []
    })
    const winner = read(settled.winner)
    const leaf = read(settled.strays[0] ?? null)
    const state = winner?.state ?? leaf?.state
    const key = winner?.content.identity ?? leaf?.content.identity
    if (!state || key === undefined) return null
    if (winner && !winner.content.misplaced) {
      state.versions.set(key, versionOf(winner.doc, winner.content))
    } else state.versions.delete(key)
    if (strays.length > 0) state.strays.set(key, strays)
    else state.strays.delete(key)
    return winner?.content.collection ?? leaf?.content.collection ?? null
  }

  /** Writes pushes in one call; returns the ones whose write failed. */
  async function writePage(name: CollectionName, state: Held, pushes: readonly Push[]) {
    const docs = pushes.map((entry): PouchDoc => {
      const { key, record, updatedAt, rev, born, movedTo } = entry
      const doc = record
        ? toDoc(name, record, deviceId, updatedAt, key)
        : toTombstone(name, key, deviceId, updatedAt, { born, movedTo })
      return rev ? { ...doc, _rev: rev } : { ...doc }
    })
    const sealed = await Promise.all(docs.map((doc) => codec.seal(doc)))
    const results = await db.bulkDocs(sealed)
    // A write that lost a race (409) is settled when the replica's change comes in.
    const failed: Push[] = []
    results.forEach((result, i) => {
      const entry = pushes[i]
      if (!('ok' in result)) return void failed.push(entry)
      ownRevs.set(sealed[i]._id, result.rev)
      // Written with this device's keys: it opens.
      watch.refused(sealed[i]._id, false)
      const written = { ...docs[i], _rev: result.rev }
      if (!entry.stray) {
        const content = fromDoc(written, natural)
        if (content) state.versions.set(entry.key, versionOf(written, content))
        agreed.agree(name, entry.key, result.rev)
        return
      }
      // The stray is off its document; the document's own version stays.
      const left = (state.strays.get(entry.key) ?? []).filter((one) => one.rev !== entry.rev)
      if (left.length > 0) state.strays.set(entry.key, left)
      else state.strays.delete(entry.key)
      const content = fromDoc(written, natural)
      if (!state.versions.has(entry.key) && content) {
        state.versions.set(entry.key, versionOf(written, content))
      }
    })
    return failed
  }

  return {
    versions: (name) => held.get(name)?.versions ?? new Map(),
    strays: (name) => held.get(name)?.strays ?? new Map(),
    agreed,

    async takeNewChanges() {
      const names = new Set<CollectionName>()
      for (;;) {
        const page = await db.changes({
          since: taken,
          limit: PAGE,
          include_docs: true,
          style: 'all_docs',
        })
        const theirs = page.results.map((change) => !ownWrite(change))
        const opened = await Promise.all(
          page.results.map((one, i) => (theirs[i] ? open(one.id, one.doc) : null)),
        )
        for (const [i, change] of page.results.entries()) {
          if (!theirs[i]) continue
          const name = await take(change, opened[i])
          if (name) names.add(name)
        }
        taken = page.last_seq
        if (page.results.length < PAGE) return names
      }
    },

    follow(receive) {
      watcher?.cancel()
      const feed = db.changes({ since: taken, live: true, include_docs: true, style: 'all_docs' })
      watcher = feed
      feed.on('change', (change) => {
        // Opened as it arrives, with the rest of its message (the worker's codec takes them in
        // one crossing, not one each as their turns come); what it says is taken in its turn.
        const opening = change.doc && !isOwnWrite(change) ? codec.open(change.doc) : undefined
        // Not awaited when a later read takes it in first.
        opening?.catch(() => undefined)
        receive(async () => {
          // A read since then took it in already: taking an older version after it would show it.
          if (watcher !== feed) return null
          if (ownWrite(change)) {
            taken = change.seq
            return null
          }
          const name = await take(change, await open(change.id, change.doc, opening))
          taken = change.seq
          return name
        })
      })
    },

    async write(name, pushes) {
      const state = held.get(name)
      if (!state) return []
      const failed: Push[] = []
      for (let start = 0; start < pushes.length; start += PAGE) {
        failed.push(...(await writePage(name, state, pushes.slice(start, start + PAGE))))
      }
      return failed
    },

    close() {
      watcher?.cancel()
    },
  }
}
