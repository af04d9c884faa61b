import PouchDB from 'pouchdb-browser'
import { userDbName } from '../userDbName'
import type { Database } from './pouchApi'
import { pouchHandler, type DatabaseSpec, type PouchRequest } from './pouchProtocol'
import { timedFetch } from './timedFetch'

// A dedicated worker (started by startPouchWorker.ts) holding the sync's databases: PouchDB's
// IndexedDB requests, and collecting what they leave behind, happen here, not on the page.

interface DatabaseOptions {
  fetch?: (url: string, init?: RequestInit) => Promise<Response>
  skip_setup?: boolean
}
const Pouch = PouchDB as unknown as new (name: string, options?: DatabaseOptions) => Database

function open(spec: DatabaseSpec): Database {
  if (spec.kind === 'local') return new Pouch(spec.name)
  return new Pouch(`${spec.base}/${userDbName(spec.username)}`, {
    // The session cookie is the only credential: the password is never kept.
    fetch: timedFetch((url, init) => fetch(url, { ...init, credentials: 'include' })),
    // A database of a person's own is created by the server (couch_peruser), never from here.
    skip_setup: true,
  })
}

const handle = pouchHandler(open, (reply) => postMessage(reply))
addEventListener('message', (event: MessageEvent<PouchRequest>) => handle(event.data))
