import { syncSettingsKey, type CollectionName } from '../../storage/keys'
import { readJson, removeKey, writeJson, type StorageResult } from '../../storage/localStore'

/** Where a person syncs, as `sync_<userId>` holds it. Never a password: the server's session
 * cookie, which scripts cannot read, is what keeps them signed in. */
export interface SyncAccount {
  server: string
  username: string
  /** This device, to break ties between changes made in the same millisecond. */
  deviceId: string
}

/**
 * A change the sync replica may not hold yet, noted in the task of the change: a deletion
 * (without this note, a record deleted just before the tab closed would come back from the
 * server), or an Undo that put a record back (its own time is older than the deletion it
 * undoes, so the note carries the time of the Undo).
 */
export interface PendingChange {
  key: string
  at: string
  restored?: boolean
}

export interface SyncSettings extends SyncAccount {
  pending: Partial<Record<CollectionName, PendingChange[]>>
}

function isSettings(value: unknown): value is SyncSettings {
  const settings = value as Partial<SyncSettings> | null
  return (
    typeof settings?.server === 'string' &&
    typeof settings.username === 'string' &&
    typeof settings.deviceId === 'string' &&
    typeof settings.pending === 'object' &&
    settings.pending !== null
  )
}

export function readSyncSettings(userId: string): SyncSettings | null {
  const read = readJson(syncSettingsKey(userId))
  return read.ok && isSettings(read.value) ? read.value : null
}

export function writeSyncSettings(
  userId: string,
  settings: SyncSettings | null,
): StorageResult<void> {
  const key = syncSettingsKey(userId)
  return settings ? writeJson(key, settings) : removeKey(key)
}

/** Notes deletions (and forgets those undone) in the caller's task; does nothing while sync is
 * off. */
export function notePendingChanges(
  userId: string,
  collection: CollectionName,
  change: { deleted: readonly string[]; restored: readonly string[] },
  at: string,
): StorageResult<void> {
  const settings = readSyncSettings(userId)
  if (!settings) return { ok: true, value: undefined }
  const leaving = new Set([...change.deleted, ...change.restored])
  const pending = (settings.pending[collection] ?? []).filter((entry) => !leaving.has(entry.key))
  pending.push(
    ...change.deleted.map((key) => ({ key, at })),
    ...change.restored.map((key) => ({ key, at, restored: true })),
  )
  return writeSyncSettings(userId, {
    ...settings,
    pending: { ...settings.pending, [collection]: pending },
  })
}

/** Forgets deletions the replica now holds; one noted again since then stays. */
export function settlePendingChanges(
  userId: string,
  collection: CollectionName,
  settled: readonly PendingChange[],
): StorageResult<void> {
  const settings = readSyncSettings(userId)
  if (!settings || settled.length === 0) return { ok: true, value: undefined }
  const done = new Set(settled.map((entry) => `${entry.at}\u0000${entry.key}`))
  const pending = (settings.pending[collection] ?? []).filter(
    (entry) => !done.has(`${entry.at}\u0000${entry.key}`),
  )
  return writeSyncSettings(userId, {
    ...settings,
    pending: { ...settings.pending, [collection]: pending },
  })
}
