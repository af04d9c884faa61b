import type { PouchEndpoint } from './pouchClient'

/** webpack 5 sees this `new Worker(new URL(…, import.meta.url))` and bundles the worker. */
export function startPouchWorker(): PouchEndpoint {
  return new Worker(new URL('./pouchWorker.ts', import.meta.url))
}
