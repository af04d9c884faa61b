import type { ParseOutcome } from './model'
import type { ParseRequest } from './parseRequest'
import { startParseWorker } from './startParseWorker'

export interface RunningParse {
  outcome: Promise<ParseOutcome>
  /** Stops the worker; the outcome then never settles. */
  cancel: () => void
}

/** Parses a file in its own Web Worker, which ends when the outcome is known. */
export function parseInWorker(
  request: ParseRequest,
  onProgress: (fraction: number) => void,
): RunningParse {
  const worker = startParseWorker()
  const outcome = new Promise<ParseOutcome>((resolve) => {
    worker.onmessage = ({ data }) => {
      if (data.type === 'progress') return onProgress(data.fraction)
      worker.terminate()
      resolve(data.outcome)
    }
    worker.onerror = () => {
      worker.terminate()
      resolve({ ok: false, message: 'The file could not be read.' })
    }
  })
  worker.postMessage(request)
  return { outcome, cancel: () => worker.terminate() }
}
