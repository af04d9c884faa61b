import { listKeys, readRaw, removeKey, writeRaw, type StorageResult } from './localStore'

/**
 * Unreadable stored data is never thrown away without the person's say: each distinct value is
 * copied under a backup key named after its key (`transactions_1.backup`, then `.backup-2`, …),
 * never over an earlier, different backup. When storage has no room for the copy, it is held in
 * this tab's memory instead, and the person is asked to download it.
 */
export type SetAside = { kind: 'stored'; backupKey: string } | { kind: 'held'; backupKey: string }

const held = new Map<string, string>()

function backupName(key: string, n: number): string {
  return n === 1 ? `${key}.backup` : `${key}.backup-${n}`
}

function isBackupOf(key: string, candidate: string): boolean {
  if (!candidate.startsWith(key)) return false
  const rest = candidate.slice(key.length)
  return rest === '.backup' || /^\.backup-[1-9]\d*$/.test(rest)
}

/** Keeps `raw`, the unreadable value of `key`, and says where. The same value set aside twice
 * (two tabs, or a reload) is kept once. */
export function setAside(key: string, raw: string): SetAside {
  for (const [backupKey, text] of held) {
    if (text === raw && isBackupOf(key, backupKey)) return { kind: 'held', backupKey }
  }
  for (let n = 1; ; n += 1) {
    const backupKey = backupName(key, n)
    if (held.has(backupKey)) continue
    const existing = readRaw(backupKey)
    if (!existing.ok) break
    if (existing.value === raw) return { kind: 'stored', backupKey }
    if (existing.value !== null) continue
    if (writeRaw(backupKey, raw).ok) return { kind: 'stored', backupKey }
    held.set(backupKey, raw)
    return { kind: 'held', backupKey }
  }
  // Storage cannot even be read: hold it under the first name, the notice still offers it.
  const backupKey = backupName(key, 1)
  held.set(backupKey, raw)
  return { kind: 'held', backupKey }
}

/** The backups of these keys: stored ones (from this or an earlier visit) and held ones. */
export function listBackups(keys: readonly string[]): SetAside[] {
  const stored = listKeys()
  const found: SetAside[] = []
  for (const key of keys) {
    for (const candidate of stored.ok ? stored.value : []) {
      if (isBackupOf(key, candidate)) found.push({ kind: 'stored', backupKey: candidate })
    }
    for (const backupKey of held.keys()) {
      if (isBackupOf(key, backupKey)) found.push({ kind: 'held', backupKey })
    }
  }
  return found.sort((a, b) => a.backupKey.localeCompare(b.backupKey, 'en', { numeric: true }))
}

/** The backup's text exactly as it was stored, for the person to download. */
export function readBackup(backupKey: string): string | null {
  const inMemory = held.get(backupKey)
  if (inMemory !== undefined) return inMemory
  const raw = readRaw(backupKey)
  return raw.ok ? raw.value : null
}

/** The person has kept (or decided against) the backup: let it go. */
export function discardBackup(backupKey: string): StorageResult<void> {
  if (held.delete(backupKey)) return { ok: true, value: undefined }
  return removeKey(backupKey)
}

/** Whether closing this tab now would lose a backup that only its memory holds. */
export function hasHeldBackups(): boolean {
  return held.size > 0
}
