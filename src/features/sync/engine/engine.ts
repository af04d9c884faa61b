import type { Collection, WriteOutcome } from '../../../storage/collectionStore'
import type { CollectionName } from '../../../storage/keys'
import type { RecordOp, StoredRecord } from '../../../storage/recordOps'
import type { SyncAccount } from '../syncSettings'
import { currentSession } from '../couchSession'
import { fromDoc, toDoc, toTombstone } from '../docs'
import { keepPairsTogether } from '../keepPairs'
import { reconcile, type LocalDeletion, type Push, type RemoteVersion } from '../reconcile'
import type { SyncStatus } from '../syncSlice'
import { userDbName } from '../userDbName'
import { agreedRevisions } from './agreedRevisions'
import { settleConflict } from './conflicts'
import {
  openDatabase,
  type Change,
  type PouchDoc,
  type Replication,
  type ReplicationError,
  type Sync,
} from './pouch'

export interface SyncedCollection {
  name: CollectionName
  collection: Collection
}

export interface EngineOptions {
  ownerId: string
  account: SyncAccount
  /** The absolute address of the CouchDB server (see serverAddress.ts). */
  base: string
  collections: readonly SyncedCollection[]
  report: (status: SyncStatus) => void
  /** Writes what the replica brought through the app's write path (a plan on the records
   * storage holds at that moment), as another tab's change would arrive. */
  applyRemote: (
    name: CollectionName,
    plan: (records: readonly StoredRecord[]) => RecordOp[],
  ) => WriteOutcome
  /** Removals made here the replica may not hold yet (see pendingChanges.ts). */
  pendingChanges: (name: CollectionName) => LocalDeletion[]
  settleChanges: (name: CollectionName, settled: LocalDeletion[]) => void
}

export interface Engine {
  /** Reconciles a collection with the replica after a change here or in another tab. */
  localChanged(name: CollectionName): void
  /** Restarts replication at once instead of waiting out its back-off. */
  syncNow(): void
  stop(): Promise<void>
}

/** The local replica of one local account, in IndexedDB through PouchDB. */
export function replicaName(ownerId: string): string {
  return `finance-tracker-${ownerId}`
}

function isAuthError(error: { status?: number } | undefined): boolean {
  return error?.status === 401 || error?.status === 403
}

/**
 * The status once a direction has paused, from why each paused direction did (undefined: it
 * caught up); null while the other is still at work. A failed request is being retried: offline
 * if it never reached the server (no HTTP status), an error if the server answered with one.
 */
function pausedStatus(
  reasons: ReadonlyMap<Replication, ReplicationError | undefined>,
): SyncStatus | null {
  const failure = [...reasons.values()].find(Boolean)
  if (!navigator.onLine || (failure && !failure.status)) return 'offline'
  if (failure) return 'error'
  return reasons.size === 2 ? 'upToDate' : null
}

/**
 * One local account's sync: the replica, live two-way replication (retrying) with the person's
 * database on the server, and the bridge between the replica and the spec keys. Only one tab
 * runs it at a time (see syncCoordinator.ts).
 */
export function startEngine(options: EngineOptions): Engine {
  const { ownerId, account, report } = options
  const local = openDatabase(replicaName(ownerId))
  const remote = openDatabase(`${options.base}/${userDbName(account.username)}`, {
    // The session cookie is the only credential: the password is never kept.
    fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
    // A database of a person's own is created by the server (couch_peruser), never from here.
    skip_setup: true,
  })
  /** The replica's settled version of every record, per collection and record key. */
  const versions = new Map<CollectionName, Map<string, RemoteVersion>>(
    options.collections.map(({ name }) => [name, new Map()]),
  )
  /** The revision storage last agreed with, per collection and record key (see reconcile). */
  const agreed = agreedRevisions(
    local,
    options.collections.map(({ name }) => name),
  )
  let stopped = false
  let replication: Sync | null = null
  let watcher: { cancel(): void } | null = null
  /** The replica's update sequence up to which its changes have been taken in. */
  let taken: number | string = 0
  // One reconciliation at a time: each decides on what the previous one left.
  let queue: Promise<unknown> = Promise.resolve()
  /** Collections with a reconciliation queued behind changes taken in but not yet written. */
  const behind = new Set<CollectionName>()
  const enqueue = (work: () => Promise<unknown>) => {
    queue = queue.then(() => (stopped ? undefined : work())).catch(() => report('error'))
    return queue
  }

  function absorb(doc: PouchDoc): CollectionName | null {
    const content = fromDoc(doc)
    const byKey = content && versions.get(content.collection)
    if (!content || !byKey) return null
    byKey.set(content.identity, {
      rev: String(doc._rev),
      deleted: content.record === null,
      updatedAt: typeof doc.updatedAt === 'string' ? doc.updatedAt : '',
      record: content.record,
    })
    return content.collection
  }

  /** Takes in one change of the replica, settling a conflict first when it has one. */
  async function take(change: Change): Promise<CollectionName | null> {
    if (change.changes.length > 1) {
      const settled = await settleConflict(local, change.id)
      return settled ? absorb(settled) : null
    }
    return change.doc ? absorb(change.doc) : null
  }

  /** Writes the pushes to the replica; returns the keys whose write failed. */
  async function push(name: CollectionName, pushes: Push[]): Promise<Set<string>> {
    const failed = new Set<string>()
    if (pushes.length === 0) return failed
    const docs = pushes.map((entry): PouchDoc => {
      const doc = entry.record
        ? toDoc(name, entry.record, account.deviceId, entry.updatedAt, entry.key)
        : toTombstone(name, entry.key, account.deviceId, entry.updatedAt)
      return entry.rev ? { ...doc, _rev: entry.rev } : { ...doc }
    })
    const results = await local.bulkDocs(docs)
    // A write that lost a race (409) is settled when the replica's change comes in.
    results.forEach((result, i) => {
      if ('ok' in result) {
        absorb({ ...docs[i], _rev: result.rev })
        agreed.agree(name, pushes[i].key, result.rev)
      } else failed.add(pushes[i].key)
    })
    return failed
  }

  /** Makes storage and the replica agree on one collection. */
  async function reconcileCollection(name: CollectionName) {
    const synced = options.collections.find((entry) => entry.name === name)
    const remoteVersions = versions.get(name)
    // After stop() the next person may be signed in here: their storage is not this owner's.
    if (stopped || !synced || !remoteVersions) return
    const pending = options.pendingChanges(name)
    let pushes: Push[] = []
    let settled: string[] = []
    let agreeing: string[] = []
    const written = options.applyRemote(name, (records) => {
      const identity = synced.collection.identity
      const reconciled = reconcile({
        local: records,
        identity,
        remote: remoteVersions,
        deletions: pending,
        fileUnder: (record) => synced.collection.fileUnder?.(record, ownerId) ?? record,
        isReadable: (record) => synced.collection.isReadable(record),
        base: agreed.of(name),
      })
      // A transfer's halves arrive one document at a time: shown together or not at all.
      const result = keepPairsTogether(reconciled, records, identity)
      pushes = result.pushes
      settled = result.settled
      agreeing = result.agreed
      return result.storageOps
    })
    if (written.ok) {
      for (const key of agreeing) {
        const rev = remoteVersions.get(key)?.rev
        if (rev) agreed.agree(name, key, rev)
      }
    }
    const failed = await push(name, pushes)
    // A note whose write failed stays, so the change that won the race is decided against it.
    const done = new Set(settled.filter((key) => !failed.has(key)))
    options.settleChanges(
      name,
      pending.filter((change) => done.has(change.key)),
    )
    // Once per reconciliation, not per record: replication brings records in bursts.
    await agreed.save()
  }

  async function reconcileAll() {
    for (const { name } of options.collections) await reconcileCollection(name)
  }

  /** Follows the replica's live feed of changes from `taken` on. */
  function follow() {
    watcher?.cancel()
    const feed = local.changes({ since: taken, live: true, include_docs: true, style: 'all_docs' })
    watcher = feed
    feed.on('change', (change) => {
      void enqueue(async () => {
        // A read since then took it in already: taking an older version after it would show it.
        if (watcher !== feed) return
        const name = await take(change)
        taken = change.seq
        if (!name || behind.has(name)) return
        // One reconciliation after the batch replication writes, not one per document: each
        // rewrites the person's whole list, which made a first sync of thousands take minutes.
        behind.add(name)
        void enqueue(() => {
          behind.delete(name)
          return reconcileCollection(name)
        })
      })
    })
  }

  /**
   * Takes in every change the replica holds that the engine has not, then follows its feed
   * from there. The feed tells of a change some moments after it is written; this read does
   * not wait for that. Returns the collections whose records changed.
   */
  async function takeNewChanges(): Promise<Set<CollectionName>> {
    const read = await local.changes({ since: taken, include_docs: true, style: 'all_docs' })
    const names = new Set<CollectionName>()
    for (const change of read.results) {
      const name = await take(change)
      if (name) names.add(name)
    }
    taken = read.last_seq
    if (!stopped) follow()
    return names
  }

  /**
   * "Up to date" once storage shows everything replication wrote, not when replication pauses
   * (when the feed may still be telling of it): the recurring catch-up waits for this status,
   * and occurrences added from a rule older than the server's would bring back one another
   * device deleted.
   */
  async function settleUpToDate(stillUpToDate: () => boolean) {
    const names = await takeNewChanges()
    for (const name of new Set([...names, ...behind])) await reconcileCollection(name)
    if (stillUpToDate()) report('upToDate')
  }

  function lostSession() {
    replication?.cancel()
    replication = null
    report('authFailed')
  }

  function replicate() {
    replication?.cancel()
    if (stopped) return
    const current = local.sync(remote, { live: true, retry: true })
    replication = current
    const mine = () => replication === current && !stopped
    // Why each paused direction paused; a direction at work has no entry.
    const pauses = new Map<Replication, ReplicationError | undefined>()
    for (const direction of [current.push, current.pull]) {
      direction
        .on('active', () => {
          pauses.delete(direction)
          if (mine()) report('syncing')
        })
        .on('paused', (error) => {
          pauses.set(direction, error)
          if (!mine()) return
          if (isAuthError(error)) return lostSession()
          const status = pausedStatus(pauses)
          if (status === 'upToDate') {
            void enqueue(() => settleUpToDate(() => mine() && pausedStatus(pauses) === 'upToDate'))
          } else if (status) report(status)
        })
    }
    current
      .on('denied', () => mine() && report('error'))
      .on('error', (error) => {
        if (!mine()) return
        if (isAuthError(error)) lostSession()
        else report('error')
      })
  }

  async function begin() {
    report('connecting')
    const session = await currentSession(options.base)
    if (stopped) return
    if (
      session.kind === 'authFailed' ||
      (session.kind === 'ok' && session.name !== account.username)
    ) {
      return report('authFailed')
    }
    await takeNewChanges()
    await reconcileAll()
    if (stopped) return
    // Replication still starts (it retries): a server that answered is not offline.
    if (session.kind !== 'ok') report(session.kind === 'offline' ? 'offline' : 'error')
    replicate()
  }

  // Back online: replicate at once rather than when PouchDB's back-off next tries. With no
  // replication (the session had ended), begin again: a sign-in that failed offline meanwhile
  // left the status at Offline, and only a check of the session puts it right.
  const online = () => (replication ? replicate() : void enqueue(begin))
  window.addEventListener('online', online)
  void enqueue(() => agreed.load())
  void enqueue(begin)

  return {
    localChanged: (name) => void enqueue(() => reconcileCollection(name)),
    syncNow() {
      if (stopped) return
      void enqueue(reconcileAll)
      if (replication) replicate()
      else void enqueue(begin)
    },
    async stop() {
      stopped = true
      window.removeEventListener('online', online)
      replication?.cancel()
      watcher?.cancel()
      await queue
      await Promise.all([local.close(), remote.close()]).catch(() => undefined)
    },
  }
}

/** Removes the local replica (sync turned off), so a later turn-on starts from the server. */
export async function destroyReplica(ownerId: string): Promise<void> {
  await openDatabase(replicaName(ownerId)).destroy()
}
