import * as parseWorker from './parseWorkerStub'
import type { ParseWorker } from '../features/import/startParseWorker'

/** Makes the import's worker one that takes the file and never answers, as one stuck on a
 * crafted file would; returns how many times it was stopped. Restore with jest.restoreAllMocks. */
export function silentParseWorker(): { terminated: () => number } {
  let terminated = 0
  jest.spyOn(parseWorker, 'startParseWorker').mockImplementation((): ParseWorker => ({
    onmessage: null,
    onerror: null,
    postMessage: () => undefined,
    terminate: () => {
      terminated += 1
    },
  }))
  return { terminated: () => terminated }
}
