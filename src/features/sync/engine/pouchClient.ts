import type { CodecKeys, DocCodec, Opened } from './docCodec'
import { Emitter } from './emitter'
import type { Change, Database, PouchDoc, ReplicationError, SyncOptions } from './pouchApi'
import type { ChangesOptions, DatabaseSpec, Part, PouchReply, PouchRequest } from './pouchProtocol'

/** The part of a Worker the client uses (tests connect it to the handler in this thread). */
export interface PouchEndpoint {
  postMessage(request: PouchRequest): void
  onmessage: ((event: MessageEvent<PouchReply>) => void) | null
  /** The worker failed: its script did not load, or it stopped. */
  onerror: ((event: ErrorEvent) => void) | null
}

/** What every request and replication under way hears when the worker fails: no HTTP status,
 * as when the server cannot be reached. */
export const workerFailed: ReplicationError = {
  name: 'WorkerError',
  message: 'The worker holding the sync databases failed.',
}

interface Pending {
  resolve(value: unknown): void
  reject(error: ReplicationError): void
}

/**
 * The page's side of the worker that holds PouchDB (pouchProtocol.ts): `open` gives a Database
 * whose every call is a message to the worker, answered in turn, and `codec` a DocCodec whose
 * work is done there. When the worker fails, what is under way fails with it and `failed` is
 * told (the next database opened needs a new worker).
 */
export function pouchClient(
  endpoint: PouchEndpoint,
  failed: () => void = () => {},
): { open(spec: DatabaseSpec): Database; codec(keyring: CodecKeys): DocCodec } {
  let ids = 0
  let dbs = 0
  const pending = new Map<number, Pending>()
  const feeds = new Map<number, Emitter>()
  const syncs = new Map<number, Record<Part, Emitter>>()
  /** Which worker database each proxy is, for replication between two of them. */
  const proxies = new WeakMap<Database, { db: number; spec: DatabaseSpec }>()

  endpoint.onmessage = ({ data: reply }) => {
    if (reply.kind === 'changes') {
      const feed = feeds.get(reply.id)
      for (const change of reply.changes) feed?.emit('change', change)
    } else if (reply.kind === 'event') {
      syncs.get(reply.id)?.[reply.part].emit(reply.name, ...reply.args)
    } else {
      const waiting = pending.get(reply.id)
      pending.delete(reply.id)
      if (reply.kind === 'done') waiting?.resolve(reply.value)
      else {
        waiting?.reject(reply.error)
        feeds.get(reply.id)?.emit('error', reply.error)
      }
    }
  }

  endpoint.onerror = () => {
    for (const waiting of pending.values()) waiting.reject(workerFailed)
    pending.clear()
    for (const feed of feeds.values()) feed.emit('error', workerFailed)
    for (const parts of syncs.values()) parts.sync.emit('error', workerFailed)
    failed()
  }

  const cancel = (id: number) => () => {
    feeds.delete(id)
    syncs.delete(id)
    endpoint.postMessage({ id, op: 'cancel' })
  }

  /** Numbers a request, and the replies and events that belong to it. */
  const nextId = () => (ids += 1)

  const ask = <T>(request: (id: number) => PouchRequest): Promise<T> => {
    const id = nextId()
    const answered = new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
    })
    endpoint.postMessage(request(id))
    return answered
  }

  function open(spec: DatabaseSpec): Database {
    dbs += 1
    const db = dbs
    const call =
      (method: 'get' | 'put' | 'bulkDocs' | 'close' | 'destroy') =>
      (...args: unknown[]) =>
        ask((id) => ({ id, db, spec, op: 'call', method, args }))

    const changes = (options: ChangesOptions) => {
      if (!options.live) {
        const read = ask<{ results: Change[]; last_seq: number | string }>((id) => ({
          id,
          db,
          spec,
          op: 'changes',
          options,
        }))
        return Object.assign(read, { on: () => read, cancel: () => {} })
      }
      const id = nextId()
      const feed = new Emitter(cancel(id))
      feeds.set(id, feed)
      endpoint.postMessage({ id, db, spec, op: 'changes', options })
      return feed
    }

    const sync = (remote: Database, options: SyncOptions) => {
      const target = proxies.get(remote)
      if (!target) throw new Error('Replication needs a database of the same worker')
      const id = nextId()
      const parts = { sync: new Emitter(cancel(id)), push: new Emitter(), pull: new Emitter() }
      syncs.set(id, parts)
      endpoint.postMessage({ id, db, spec, op: 'sync', remote: target, options })
      return Object.assign(parts.sync, { push: parts.push, pull: parts.pull })
    }

    const database = {
      get: call('get'),
      put: call('put'),
      bulkDocs: call('bulkDocs'),
      close: call('close'),
      destroy: call('destroy'),
      changes,
      sync,
    } as unknown as Database
    proxies.set(database, { db, spec })
    return database
  }

  /** Seals or opens in the worker: the documents asked for in one go (a page's, a message's)
   * cross in one message. */
  function codec(keyring: CodecKeys): DocCodec {
    const batched = <Result>(op: 'seal' | 'open') => {
      let waiting: { doc: PouchDoc; done: Pending }[] = []
      const send = () => {
        const batch = waiting
        waiting = []
        const docs = batch.map(({ doc }) => doc)
        ask<unknown[]>((id) => ({ id, op, keyring, docs })).then(
          (results) => batch.forEach(({ done }, i) => done.resolve(results[i])),
          (error: ReplicationError) => batch.forEach(({ done }) => done.reject(error)),
        )
      }
      return (doc: PouchDoc) =>
        new Promise<Result>((resolve, reject) => {
          if (waiting.length === 0) queueMicrotask(send)
          waiting.push({ doc, done: { resolve: resolve as (value: unknown) => void, reject } })
        })
    }
    return {
      check: keyring.check,
      seal: batched<PouchDoc>('seal'),
      open: batched<Opened>('open'),
    }
  }

  return { open, codec }
}
