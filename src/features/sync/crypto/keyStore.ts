import type { KeyCheckDoc, Keyring } from './keyCheck'

// Where a device keeps a local account's sync keys between visits: IndexedDB, which stores a
// CryptoKey as the browser holds it. The keys were made non-extractable, so nothing (this app
// included) can read their bytes back; the passphrase itself is never kept anywhere.

const DATABASE = 'finance-tracker-keys'
const STORE = 'keyrings'

interface Kept {
  records: CryptoKey
  names: CryptoKey
  check: string
  doc: KeyCheckDoc
}

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'))
  })
}

async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest,
): Promise<T> {
  const db = await openStore()
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode)
      const request = work(transaction.objectStore(STORE))
      transaction.oncomplete = () => resolve(request.result as T)
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'))
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'))
    })
  } finally {
    db.close()
  }
}

export async function keepKeyring(ownerId: string, { keys, check, doc }: Keyring): Promise<void> {
  const kept: Kept = { records: keys.records, names: keys.names, check, doc }
  await inStore('readwrite', (store) => store.put(kept, ownerId))
}

/** The keys kept for this local account; null when none are (or they cannot be read). */
export async function keptKeyring(ownerId: string): Promise<Keyring | null> {
  try {
    const kept = await inStore<Kept | undefined>('readonly', (store) => store.get(ownerId))
    if (!kept) return null
    return { keys: { records: kept.records, names: kept.names }, check: kept.check, doc: kept.doc }
  } catch {
    return null
  }
}

export async function forgetKeyring(ownerId: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(ownerId)).catch(() => undefined)
}
