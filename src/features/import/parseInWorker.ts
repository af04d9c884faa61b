import type { ParseOutcome } from './model'
import type { ParseRequest } from './parseRequest'
import { startParseWorker } from './startParseWorker'

export interface RunningParse {
  outcome: Promise<ParseOutcome>
  /** Stops the worker; the outcome then never settles. */
  cancel: () => void
}

const unreadable: ParseOutcome = { ok: false, message: 'The file could not be read.' }

/** Parses a file in its own Web Worker, which ends when the outcome is known. */
export function parseInWorker(
  request: ParseRequest,
  onProgress: (fraction: number) => void,
): RunningParse {
  let worker: ReturnType<typeof startParseWorker>
  try {
    worker = startParseWorker()
  } catch {
    // A worker the browser refuses to start (a policy, a blocked script) fails like one that
    // breaks: the person is told, where "Reading…" would otherwise stay for good.
    return { outcome: Promise.resolve(unreadable), cancel: () => undefined }
  }
  const outcome = new Promise<ParseOutcome>((resolve) => {
    worker.onmessage = ({ data }) => {
      if (data.type === 'progress') return onProgress(data.fraction)
      worker.terminate()
      resolve(data.outcome)
    }
    worker.onerror = () => {
      worker.terminate()
      resolve(unreadable)
    }
  })
  worker.postMessage(request)
  return { outcome, cancel: () => worker.terminate() }
}
