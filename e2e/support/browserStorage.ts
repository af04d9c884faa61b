import type { Page } from '@playwright/test'

/** Everything the device keeps in localStorage and IndexedDB, as text. */
export function storedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts = [JSON.stringify({ ...localStorage })]
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const storeName of db.objectStoreNames) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(storeName).objectStore(storeName).getAll()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        texts.push(JSON.stringify(all))
      }
      db.close()
    }
    return texts.join('\n')
  })
}
