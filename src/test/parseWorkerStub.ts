// Jest has no Web Worker, and import.meta (in startParseWorker.ts) does not compile to
// CommonJS: jest.config.ts maps that module here, to a stand-in running the worker's own
// handler in this thread, asynchronously as a worker would.
import { handleParseRequest, type ParseRequest } from '../features/import/parseRequest'
import type { ParseWorker } from '../features/import/startParseWorker'

export function startParseWorker(): ParseWorker {
  let stopped = false
  const worker: ParseWorker = {
    onmessage: null,
    onerror: null,
    postMessage(request: ParseRequest) {
      void handleParseRequest(request, (data) => {
        if (!stopped) worker.onmessage?.(new MessageEvent('message', { data }))
      })
    },
    terminate() {
      stopped = true
    },
  }
  return worker
}
