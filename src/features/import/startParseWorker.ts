import type { ParseMessage, ParseRequest } from './parseRequest'

/** The part of a Worker the import uses (tests map this module to an in-thread stand-in). */
export interface ParseWorker {
  postMessage(request: ParseRequest): void
  onmessage: ((event: MessageEvent<ParseMessage>) => void) | null
  onerror: ((event: ErrorEvent) => void) | null
  terminate(): void
}

/** webpack 5 sees this `new Worker(new URL(…, import.meta.url))` and bundles the worker. */
export function startParseWorker(): ParseWorker {
  return new Worker(new URL('./parseWorker.ts', import.meta.url))
}
