import { Emitter } from './emitter'
import type { BulkResult, Change, Database, PouchDoc, SyncOptions } from './pouchApi'

/**
 * PouchDB 9's two-way sync: push and pull are replications of their own, whose 'paused' carries
 * the error they stopped on; the sync's own 'paused' says only that both have, with no argument.
 */
class FakeSync extends Emitter {
  readonly push = new Emitter()
  readonly pull = new Emitter()

  constructor(readonly options: SyncOptions) {
    super()
    // As in PouchDB, both directions count as paused until they say otherwise.
    const paused = new Set([this.push, this.pull])
    for (const direction of [this.push, this.pull]) {
      direction
        .on('active', () => {
          paused.delete(direction)
          if (paused.size === 1) this.emit('active')
        })
        .on('paused', () => {
          paused.add(direction)
          if (paused.size === 2) this.emit('paused')
        })
    }
  }

  cancel(): void {
    super.cancel()
    this.push.cancel()
    this.pull.cancel()
  }
}

/**
 * The local replica in memory, for driving the engine without IndexedDB: what it holds at the
 * first read, the writes the engine makes, and what each write's result is; `bring` is a change
 * replication brought in, `write` one whose news has not reached the live feeds yet. Reads of
 * the changes see both, by sequence. A change may bring a document's conflicting leaves with
 * it, which reads of all its leaves (`open_revs`) then return. Local documents (`_local/…`)
 * live apart, as in PouchDB.
 */
export class FakeReplica {
  /** The documents the first read of the replica's changes finds. */
  held: PouchDoc[] = []
  /** Every bulkDocs call, in order. */
  readonly writes: PouchDoc[][] = []
  /** Documents whose next write loses a race with a change replication just brought. */
  readonly conflicting = new Set<string>()
  /** The local documents, by id. */
  readonly localDocs = new Map<string, PouchDoc>()
  /** Every leaf of each document brought with conflicting leaves. */
  readonly leaves = new Map<string, PouchDoc[]>()
  private readonly brought: Change[] = []
  private readonly feeds: Emitter[] = []
  readonly replications: FakeSync[] = []
  private gate: Promise<void> = Promise.resolve()

  /** Holds the first read of the changes until the returned function is called. */
  holdFirstRead(): () => void {
    let release = () => undefined as void
    this.gate = new Promise((resolve) => (release = resolve))
    return release
  }

  /** Replication writes `doc` (and leaves `conflicting` with it) into the replica; the live
   * feeds have not read it yet. */
  write(doc: PouchDoc, conflicting: PouchDoc[] = []): Change {
    const leaves = [doc, ...conflicting]
    if (conflicting.length > 0) this.leaves.set(doc._id, leaves)
    const seq = this.held.length + this.brought.length + 1
    const change = {
      id: doc._id,
      seq,
      changes: leaves.map((leaf) => ({ rev: String(leaf._rev) })),
      doc,
    }
    this.brought.push(change)
    return change
  }

  /** Replication writes `doc` (and `conflicting` leaves) into the replica: every live feed of
   * its changes says so. */
  bring(doc: PouchDoc, conflicting: PouchDoc[] = []): void {
    const change = this.write(doc, conflicting)
    for (const feed of this.feeds) feed.emit('change', change)
  }

  get replication(): FakeSync | undefined {
    return this.replications.at(-1)
  }

  private log(): Change[] {
    const held = this.held.map((doc, i) => ({
      id: doc._id,
      seq: i + 1,
      changes: [{ rev: String(doc._rev) }],
      doc,
    }))
    return [...held, ...this.brought]
  }

  asDatabase(): Database {
    const changes = (options: { since: number | string; live?: boolean }) => {
      if (options.live) {
        const feed = new Emitter()
        this.feeds.push(feed)
        return feed
      }
      const log = this.log()
      const results = log.slice(Number(options.since))
      return this.gate.then(() => ({ results, last_seq: log.length }))
    }
    const bulkDocs = async (docs: PouchDoc[]): Promise<BulkResult[]> => {
      this.writes.push(docs)
      return docs.map((doc) => {
        if (this.conflicting.delete(doc._id)) {
          return { error: 'conflict', id: doc._id, status: 409 }
        }
        const generation = doc._rev ? Number.parseInt(doc._rev, 10) + 1 : 1
        return { ok: true, id: doc._id, rev: `${generation}-w` }
      })
    }
    const get = async (id: string, options?: { open_revs: 'all' }) => {
      if (options?.open_revs) return (this.leaves.get(id) ?? []).map((ok) => ({ ok }))
      const doc = this.localDocs.get(id)
      if (!doc) throw Object.assign(new Error('missing'), { status: 404 })
      return structuredClone(doc)
    }
    const put = async (doc: PouchDoc) => {
      const current = this.localDocs.get(doc._id)?._rev
      if (doc._rev !== current) throw Object.assign(new Error('conflict'), { status: 409 })
      const rev = `0-${Number.parseInt(current?.slice(2) ?? '0', 10) + 1}`
      this.localDocs.set(doc._id, structuredClone({ ...doc, _rev: rev }))
      return { ok: true, id: doc._id, rev }
    }
    const sync = (_remote: Database, options: SyncOptions) => {
      const replication = new FakeSync(options)
      this.replications.push(replication)
      return replication
    }
    const done = async () => undefined
    return {
      changes,
      bulkDocs,
      get,
      put,
      sync,
      close: done,
      destroy: done,
    } as unknown as Database
  }
}
