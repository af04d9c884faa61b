import { sealedCodec, type CodecKeys } from './docCodec'
import type { Change, Database, PouchDoc, ReplicationError, SyncOptions } from './pouchApi'

/**
 * The messages between the page and the worker that holds PouchDB (pouchWorker.ts). A first
 * sync of 25,000 records makes some 160,000 IndexedDB requests; collecting the browser's
 * objects behind them took the page's main thread for up to 266 ms at a time (traced), so the
 * databases, their requests and replication live in the worker and the page holds proxies
 * (pouchClient.ts).
 */

/** Which database a proxy stands for: the local replica, or the person's on the server. */
export type DatabaseSpec =
  { kind: 'local'; name: string } | { kind: 'server'; base: string; username: string }

type Method = 'get' | 'put' | 'bulkDocs' | 'close' | 'destroy'

/** `db` numbers a proxy: the worker opens its database on the first request naming it. */
export type PouchRequest =
  | { id: number; db: number; spec: DatabaseSpec; op: 'call'; method: Method; args: unknown[] }
  | { id: number; db: number; spec: DatabaseSpec; op: 'changes'; options: ChangesOptions }
  | {
      id: number
      db: number
      spec: DatabaseSpec
      op: 'sync'
      remote: { db: number; spec: DatabaseSpec }
      options: SyncOptions
    }
  /** Seals or opens documents with a database's keys (docCodec.ts): the crypto's buffers and
   * text are the worker's garbage, not the page's. */
  | { id: number; op: 'seal'; keyring: CodecKeys; docs: PouchDoc[] }
  | { id: number; op: 'open'; keyring: CodecKeys; docs: PouchDoc[] }
  /** Stops the live feed or replication request `id` began. */
  | { id: number; op: 'cancel' }

export type ChangesOptions = Parameters<Database['changes']>[0]

/** Where an event of a replication comes from: the sync itself, or one direction. */
export type Part = 'sync' | 'push' | 'pull'

export type PouchReply =
  | { id: number; kind: 'done'; value: unknown }
  | { id: number; kind: 'failed'; error: ReplicationError }
  /** A live feed's changes, in order (up to CHANGES_PER_MESSAGE a message: one message each
   * would leave the page as much to collect as the requests did). */
  | { id: number; kind: 'changes'; changes: Change[] }
  | { id: number; kind: 'event'; part: Part; name: string; args: unknown[] }

/** What the page reads of a PouchDB error, which would lose its status as a cloned Error. */
export function errorShape(error: unknown): ReplicationError {
  const { status, name, message } = (error ?? {}) as ReplicationError
  return {
    ...(typeof status === 'number' ? { status } : {}),
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  }
}

/** A live feed's changes go to the page at most this many a message: the replica's page. */
export const CHANGES_PER_MESSAGE = 50

/** A replication's events the engine listens to, by part. */
const SYNC_EVENTS: Record<Part, string[]> = {
  sync: ['denied', 'error'],
  push: ['active', 'paused'],
  pull: ['active', 'paused'],
}

/**
 * The worker's side: answers each request with the database `open` gives for its spec (once per
 * proxy). `post` sends a reply; changes of live feeds wait for the end of the task, gathered,
 * and go out before any other reply, so the page hears everything in the order it happened.
 */
export function pouchHandler(
  open: (spec: DatabaseSpec) => Database,
  post: (reply: PouchReply) => void,
): (request: PouchRequest) => void {
  const databases = new Map<number, Database>()
  const running = new Map<number, { cancel(): void }>()
  const gathered = new Map<number, Change[]>()
  let flushing = false

  const flush = () => {
    flushing = false
    for (const [id, changes] of gathered) post({ id, kind: 'changes', changes })
    gathered.clear()
  }
  const send = (reply: PouchReply) => {
    flush()
    post(reply)
  }
  const gather = (id: number, change: Change) => {
    const changes = gathered.get(id) ?? []
    if (changes.length === 0) gathered.set(id, changes)
    changes.push(change)
    // A message of thousands of documents took the page 50-60 ms to read (traced).
    if (changes.length >= CHANGES_PER_MESSAGE) return flush()
    if (!flushing) {
      flushing = true
      setTimeout(flush, 0)
    }
  }
  const database = (db: number, spec: DatabaseSpec) => {
    const found = databases.get(db)
    if (found) return found
    const opened = open(spec)
    databases.set(db, opened)
    return opened
  }
  const answer = (id: number, work: () => Promise<unknown>) => {
    work().then(
      (value) => send({ id, kind: 'done', value }),
      (error: unknown) => send({ id, kind: 'failed', error: errorShape(error) }),
    )
  }

  return (request) => {
    if (request.op === 'cancel') {
      running.get(request.id)?.cancel()
      running.delete(request.id)
      return
    }
    const { id } = request
    if (request.op === 'seal' || request.op === 'open') {
      const codec = sealedCodec(request.keyring)
      const work = request.op === 'seal' ? codec.seal : codec.open
      return answer(id, () => Promise.all(request.docs.map((doc) => work(doc))))
    }
    const db = database(request.db, request.spec)
    if (request.op === 'call') {
      const { method, args } = request
      if (method === 'close' || method === 'destroy') databases.delete(request.db)
      const call = db[method] as (...given: unknown[]) => Promise<unknown>
      return answer(id, () => call.apply(db, args))
    }
    if (request.op === 'changes') {
      const feed = db.changes(request.options)
      if (!request.options.live) return answer(id, () => feed)
      running.set(id, feed)
      feed
        .on('change', (change) => gather(id, change))
        .on('error', (error) => send({ id, kind: 'failed', error: errorShape(error) }))
      return
    }
    const sync = db.sync(database(request.remote.db, request.remote.spec), request.options)
    running.set(id, sync)
    const emitters = { sync, push: sync.push, pull: sync.pull } as Record<
      Part,
      { on(name: string, listener: (...args: unknown[]) => void): unknown }
    >
    for (const part of Object.keys(SYNC_EVENTS) as Part[]) {
      for (const name of SYNC_EVENTS[part]) {
        emitters[part].on(name, (...args) => {
          const given = args.map((arg) => (arg === undefined ? undefined : errorShape(arg)))
          send({ id, kind: 'event', part, name, args: given })
        })
      }
    }
  }
}
