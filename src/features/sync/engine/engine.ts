import type { CollectionName } from '../../../storage/keys'
import type { SyncAccount } from '../syncSettings'
import type { SyncStatus } from '../syncSlice'
import { userDbName } from '../userDbName'
import { openDatabase } from './pouch'
import { reconcileQueue } from './reconcileQueue'
import { openReplica } from './replica'
import { replicationLifecycle } from './replicationLifecycle'
import { storageBridge, type BridgeOptions } from './storageBridge'

export type { SyncedCollection } from './storageBridge'

export interface EngineOptions extends BridgeOptions {
  account: SyncAccount
  /** The absolute address of the CouchDB server (see serverAddress.ts). */
  base: string
  report: (status: SyncStatus) => void
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

/**
 * One local account's sync: the replica (replica.ts), live two-way replication with the
 * person's database on the server (replicationLifecycle.ts), and the bridge between the
 * replica and the spec keys (storageBridge.ts), all their work in one queue
 * (reconcileQueue.ts). Only one tab runs it at a time (see syncCoordinator.ts).
 */
export function startEngine(options: EngineOptions): Engine {
  const { account, report } = options
  const names = options.collections.map(({ name }) => name)
  const local = openDatabase(replicaName(options.ownerId))
  const remote = openDatabase(`${options.base}/${userDbName(account.username)}`, {
    // The session cookie is the only credential: the password is never kept.
    fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
    // A database of a person's own is created by the server (couch_peruser), never from here.
    skip_setup: true,
  })
  const replica = openReplica(
    local,
    names,
    (collection) =>
      options.collections.find(({ name }) => name === collection)?.collection.identity,
    account.deviceId,
  )
  let stopped = false
  const reconcileCollection = storageBridge(options, replica, () => stopped)
  const queue = reconcileQueue(reconcileCollection, () => report('error'))
  const reconcileAll = async () => {
    for (const name of names) await reconcileCollection(name)
  }
  /** Takes in what the replica holds that the engine has not, then follows its feed from there
   * (which tells of a change some moments after it is written: this read does not wait). */
  const takeNewChanges = async () => {
    const changed = await replica.takeNewChanges()
    if (!stopped) {
      replica.follow((take) => {
        void queue.run(async () => {
          const name = await take()
          if (name) queue.reconcileSoon(name)
        })
      })
    }
    return changed
  }
  const lifecycle = replicationLifecycle({
    local,
    remote,
    base: options.base,
    username: account.username,
    report,
    queue,
    async catchUp() {
      await takeNewChanges()
      await reconcileAll()
    },
    async settle() {
      const changed = await takeNewChanges()
      for (const name of new Set([...changed, ...queue.behind()])) await reconcileCollection(name)
    },
  })
  void queue.run(() => replica.agreed.load())
  lifecycle.start()

  return {
    localChanged: (name) => void queue.run(() => reconcileCollection(name)),
    syncNow() {
      if (stopped) return
      void queue.run(reconcileAll)
      lifecycle.syncNow()
    },
    async stop() {
      stopped = true
      lifecycle.stop()
      replica.close()
      await queue.stop()
      await Promise.all([local.close(), remote.close()]).catch(() => undefined)
    },
  }
}

/** Removes the local replica (sync turned off), so a later turn-on starts from the server. */
export async function destroyReplica(ownerId: string): Promise<void> {
  await openDatabase(replicaName(ownerId)).destroy()
}
