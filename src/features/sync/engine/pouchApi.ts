/** The part of PouchDB 9 this app uses, typed by hand: DefinitelyTyped's types lag v9. The
 * databases live in a worker (pouchWorker.ts); these are proxies of them (pouchClient.ts). */
export interface PouchDoc {
  _id: string
  _rev?: string
  _deleted?: boolean
  [field: string]: unknown
}

export type BulkResult =
  { ok: true; id: string; rev: string } | { error: string; id: string; status?: number }

export interface Change {
  id: string
  seq: number | string
  deleted?: boolean
  /** Every leaf revision (style: 'all_docs'): more than one means a conflict. */
  changes: { rev: string }[]
  doc?: PouchDoc
}

interface Emitter<Events extends Record<string, unknown[]>> {
  on<E extends keyof Events & string>(event: E, listener: (...args: Events[E]) => void): this
  cancel(): void
}

export type ChangesFeed = Emitter<{ change: [Change]; error: [unknown]; complete: [unknown] }>

export interface ReplicationError {
  status?: number
  name?: string
  message?: string
}

/** One direction of a sync: 'paused' once it has caught up (PouchDB's own retry would also
 * pause it with a failed request's error). */
export type Replication = Emitter<{
  active: []
  paused: [ReplicationError | undefined]
}>

/**
 * Two-way replication. Its own 'paused' has no argument: only push and pull know why they paused.
 * Its 'error' ended both: a failed request's, any (retry off).
 */
export type Sync = Emitter<{
  denied: [unknown]
  error: [ReplicationError]
}> & { push: Replication; pull: Replication }

/** Retry off: PouchDB's retry connects again without asking the app, which reads the server's
 * key check first (replicationLifecycle.ts). */
export interface SyncOptions {
  live: true
  retry: false
}

export interface Database {
  /** Every leaf revision; with `revs`, each with its history (`_revisions`). */
  get(id: string, options: { open_revs: 'all'; revs?: true }): Promise<{ ok?: PouchDoc }[]>
  /** Rejects with `{ status: 404 }` when there is no such document. */
  get(id: string): Promise<PouchDoc>
  put(doc: PouchDoc): Promise<{ ok: true; id: string; rev: string }>
  /** `new_edits: false` stores each document under the revision it names, as replication
   * does (a leaf beside any others, never a conflict refused). */
  bulkDocs(docs: PouchDoc[], options?: { new_edits: false }): Promise<BulkResult[]>
  changes(options: {
    since: number | string
    live?: boolean
    limit?: number
    include_docs: true
    style: 'all_docs'
    return_docs?: boolean
  }): ChangesFeed & Promise<{ results: Change[]; last_seq: number | string }>
  sync(remote: Database, options: SyncOptions): Sync
  close(): Promise<void>
  destroy(): Promise<void>
}
