/** Every localStorage call of the app goes through here: none of them may throw into React. */
export type StorageFailureKind = 'quota' | 'unavailable' | 'corrupt'

export interface StorageFailure {
  kind: StorageFailureKind
  key: string
}

export type StorageResult<T> = { ok: true; value: T } | { ok: false; failure: StorageFailure }

function storageArea(): Storage {
  // Reading the property itself throws when storage is disabled (e.g. blocked cookies).
  return window.localStorage
}

/** Browsers name a full storage differently (Chromium, Firefox, old WebKit codes). */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22 ||
    error.code === 1014
  )
}

export function readRaw(key: string): StorageResult<string | null> {
  try {
    return { ok: true, value: storageArea().getItem(key) }
  } catch {
    return { ok: false, failure: { kind: 'unavailable', key } }
  }
}

/** Reads and parses a JSON value; a value that is present but not JSON is `corrupt`. */
export function readJson(key: string): StorageResult<unknown> {
  const raw = readRaw(key)
  if (!raw.ok || raw.value === null) return raw
  try {
    return { ok: true, value: JSON.parse(raw.value) as unknown }
  } catch {
    return { ok: false, failure: { kind: 'corrupt', key } }
  }
}

export function writeRaw(key: string, value: string): StorageResult<void> {
  try {
    storageArea().setItem(key, value)
    return { ok: true, value: undefined }
  } catch (error) {
    return { ok: false, failure: { kind: isQuotaError(error) ? 'quota' : 'unavailable', key } }
  }
}

export function writeJson(key: string, value: unknown): StorageResult<void> {
  return writeRaw(key, JSON.stringify(value))
}

export function removeKey(key: string): StorageResult<void> {
  try {
    storageArea().removeItem(key)
    return { ok: true, value: undefined }
  } catch {
    return { ok: false, failure: { kind: 'unavailable', key } }
  }
}

/** Every key storage holds now. */
export function listKeys(): StorageResult<string[]> {
  try {
    const area = storageArea()
    const keys: string[] = []
    for (let i = 0; i < area.length; i += 1) {
      const key = area.key(i)
      if (key !== null) keys.push(key)
    }
    return { ok: true, value: keys }
  } catch {
    return { ok: false, failure: { kind: 'unavailable', key: '' } }
  }
}
