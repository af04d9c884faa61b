import type { CollectionName } from '../../../storage/keys'
import type { SyncAccount } from '../syncSettings'
import type { SyncStatus } from '../syncSlice'
import { KEY_CHECK_ID, readKeyCheck, type Keyring } from '../crypto/keyCheck'
import { plainCodec, type DocCodec } from './docCodec'
import { engineStatus } from './engineStatus'
import { openDatabase, openServerDatabase, workerCodec } from './pouch'
import type { Database, PouchDoc } from './pouchApi'
import { reconcileQueue } from './reconcileQueue'
import { openReplica } from './replica'
import { replicationLifecycle } from './replicationLifecycle'
import { failureStatus } from './replicationStatus'
import { storageBridge, type BridgeOptions } from './storageBridge'
import { unpushedDeletions } from './unpushedDeletions'

export type { SyncedCollection } from './storageBridge'

export interface EngineOptions extends BridgeOptions {
  account: SyncAccount
  /** The absolute address of the CouchDB server (see serverAddress.ts). */
  base: string
  report: (status: SyncStatus) => void
  /** The database's keys, when it is encrypted end-to-end. */
  keyring: Keyring | null
  /** The server's key-check document names keys other than these (a passphrase change): the
   * engine has stopped. */
  keysChanged: (check: string) => void
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
export async function startEngine(options: EngineOptions): Promise<Engine> {
  const { account } = options
  const names = options.collections.map(({ name }) => name)
  const codec = options.keyring ? workerCodec(options.keyring) : plainCodec
  const local = await localReplica(options.ownerId, codec)
  const remote = openServerDatabase(options.base, account.username)
  const status = engineStatus(options.report)
  const { report } = status
  const replica = openReplica(
    local,
    names,
    (collection) =>
      options.collections.find(({ name }) => name === collection)?.collection.identity,
    account.deviceId,
    codec,
    { keyCheck: (doc) => void keysAgree(doc), refused: status.refused },
  )
  let stopped = false
  /** Whether the server's key-check document (null: it has none) fits this engine's codec;
   * when it does not, replication stops before anything else is read or sent. */
  async function keysAgree(doc: PouchDoc | null): Promise<boolean> {
    const check = doc && doc._deleted !== true ? (readKeyCheck(doc)?.check ?? '') : null
    status.keysStopped(null)
    if (check === codec.check) return true
    if (check === null && options.keyring) {
      // A server that lost it (a database made again) gets it back: devices joining later
      // need its salt.
      await remote.put({ ...options.keyring.doc }).catch(() => undefined)
      return true
    }
    lifecycle.halt()
    status.keysStopped(
      check === null || codec.check === null ? 'passphraseNeeded' : 'wrongPassphrase',
    )
    if (check !== null && codec.check !== null) options.keysChanged(check)
    return false
  }
  const unpushed = unpushedDeletions()
  const reconcileCollection = storageBridge(
    { ...options, settleChanges: unpushed.add },
    replica,
    () => stopped,
  )
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
    async checkKeys(abandoned) {
      const found = await remote.get(KEY_CHECK_ID).then(
        (doc) => ({ doc }),
        (error: { status?: number }) => (error.status === 404 ? { doc: null } : error),
      )
      // Given up on (20 s, or stopped): an answer this late is no one's to act on.
      if (abandoned.aborted || stopped) return 'offline'
      if ('doc' in found) return (await keysAgree(found.doc)) ? 'agree' : 'differ'
      return failureStatus(found)
    },
    async catchUp() {
      await takeNewChanges()
      await reconcileAll()
    },
    pushed() {
      const done = unpushed.pushed()
      void queue.run(async () => {
        for (const { name, settled } of done) options.settleChanges(name, settled)
      })
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
      // Beginning again reconciles storage and the replica before replicating.
      if (!stopped) lifecycle.syncNow()
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

const SEALED_BY = '_local/sealed-by'

/**
 * The local replica, holding documents as `codec` stores them: one that holds another codec's
 * (sync turned on again with encryption, or new keys after a passphrase change) is emptied
 * first, to be filled again from the server. A replica from before encryption existed has no
 * mark and is plain.
 */
async function localReplica(ownerId: string, codec: DocCodec): Promise<Database> {
  const name = replicaName(ownerId)
  let db = openDatabase(name)
  const mark = await db.get(SEALED_BY).catch(() => null)
  const sealedBy = mark ? (mark.check ?? null) : null
  if (sealedBy === codec.check && (mark || codec.check === null)) return db
  await db.destroy()
  db = openDatabase(name)
  await db.put({ _id: SEALED_BY, check: codec.check })
  return db
}

/** Removes the local replica (sync turned off), so a later turn-on starts from the server. */
export async function destroyReplica(ownerId: string): Promise<void> {
  await openDatabase(replicaName(ownerId)).destroy()
}
