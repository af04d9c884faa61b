import { syncSettingsKey, type CollectionName } from '../../storage/keys'
import { readJson, removeKey, writeJson, type StorageResult } from '../../storage/localStore'
import type { SyncTarget } from './syncSlice'

/** Where a person syncs, as `sync_<userId>` holds it. Never a password: the server's session
 * cookie, which scripts cannot read, is what keeps them signed in. */
export interface SyncAccount {
  server: string
  username: string
  /** This device, to break ties between changes made in the same millisecond. */
  deviceId: string
}

/** What settings written by earlier versions also held: deletions not yet handed to sync, now
 * the person's journal's tombstones (see startSyncing). */
export interface LegacyPendingChange {
  key: string
  at: string
  restored?: boolean
}

export interface SyncSettings extends SyncAccount {
  /** Whether what is sent is encrypted end-to-end (the keys are in IndexedDB: keyStore.ts). */
  encrypted?: true
  pending?: Partial<Record<CollectionName, LegacyPendingChange[]>>
}

/** What the Sync region shows of the settings. */
export function targetOf(settings: SyncSettings | null): SyncTarget | null {
  if (!settings) return null
  const { server, username, encrypted } = settings
  return { server, username, encrypted: encrypted === true }
}

function isSettings(value: unknown): value is SyncSettings {
  const settings = value as Partial<SyncSettings> | null
  return (
    typeof settings?.server === 'string' &&
    typeof settings.username === 'string' &&
    typeof settings.deviceId === 'string'
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
