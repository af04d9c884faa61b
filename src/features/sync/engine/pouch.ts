import type { CodecKeys, DocCodec } from './docCodec'
import type { Database } from './pouchApi'
import { pouchClient } from './pouchClient'
import { startPouchWorker } from './startPouchWorker'

let client: ReturnType<typeof pouchClient> | null = null
/** The worker holding the databases, started with the first one opened (again after one
 * failed). */
const databases = () =>
  (client ??= pouchClient(startPouchWorker(), () => {
    client = null
  }))

/** The local database `name` (the replica). */
export function openDatabase(name: string): Database {
  return databases().open({ kind: 'local', name })
}

/** The person's database on the server. */
export function openServerDatabase(base: string, username: string): Database {
  return databases().open({ kind: 'server', base, username })
}

/** An encrypted database's codec, its seals and opens done in the worker with the databases:
 * the page keeps none of their buffers to collect. */
export function workerCodec(keyring: CodecKeys): DocCodec {
  return databases().codec(keyring)
}
