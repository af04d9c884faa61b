import {
  KEY_CHECK_ID,
  makeKeyCheck,
  openKeyCheck,
  readKeyCheck,
  type Keyring,
} from '../crypto/keyCheck'
import { openServerDatabase, workerCodec, type PouchDoc } from './pouch'

export type Rekeyed =
  | { kind: 'changed'; keyring: Keyring }
  | { kind: 'wrongPassphrase' }
  | { kind: 'offline' }
  | { kind: 'error' }

const BATCH = 500

/**
 * A passphrase change: every document on the server sealed again under new keys (new salt, so
 * new ids too), the old ones deleted without a box (a deletion no device applies). The new key
 * check is written first, so a device that then meets a document its keys cannot open knows
 * it needs the new passphrase, rather than taking it for tampering.
 */
export async function changeKeys(
  base: string,
  username: string,
  current: string,
  next: string,
): Promise<Rekeyed> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' }
  const remote = openServerDatabase(base, username)
  try {
    const stored = readKeyCheck(await remote.get(KEY_CHECK_ID))
    if (!stored) return { kind: 'error' }
    const old = await openKeyCheck(stored, current)
    if (!old) return { kind: 'wrongPassphrase' }
    const made = await makeKeyCheck(next)
    const [from, to] = [workerCodec(old), workerCodec(made.keyring)]
    const { results } = await remote.changes({ since: 0, include_docs: true, style: 'all_docs' })
    await remote.put({ ...made.doc, _rev: stored._rev })
    for (let start = 0; start < results.length; start += BATCH) {
      const docs = results.slice(start, start + BATCH).flatMap((change) => change.doc ?? [])
      const opened = await Promise.all(docs.map((doc) => from.open(doc)))
      const moving = docs.flatMap((doc, i) => {
        const result = opened[i]
        if (result.kind !== 'doc') return []
        const { _rev, ...plain } = result.doc
        void _rev
        return [{ doc, plain }]
      })
      const sealed = await Promise.all(moving.map(({ plain }) => to.seal(plain)))
      const writes: PouchDoc[] = moving.flatMap(({ doc }, i) => [
        sealed[i],
        { _id: doc._id, _rev: doc._rev, _deleted: true },
      ])
      if (writes.length > 0) await remote.bulkDocs(writes)
    }
    return { kind: 'changed', keyring: made.keyring }
  } catch (error) {
    const status = (error as { status?: number } | null)?.status
    return status === undefined || status === 0 ? { kind: 'offline' } : { kind: 'error' }
  } finally {
    await remote.close().catch(() => undefined)
  }
}
