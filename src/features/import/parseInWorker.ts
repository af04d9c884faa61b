import type { ParseOutcome } from './model'
import type { ParseRequest } from './parseRequest'
import { startParseWorker } from './startParseWorker'

export interface RunningParse {
  outcome: Promise<ParseOutcome>
  /** Stops the worker; the outcome then never settles. */
  cancel: () => void
}

/** How long reading a file may take (UI_CONTRACT.md). Every format reads in time linear in the
 * file's size, which is limited too: a file still not read by then is stopped, not waited on. */
export const READ_TIME_LIMIT_MS = 10_000

const unreadable: ParseOutcome = { ok: false, message: 'The file could not be read.' }
const tooSlow: ParseOutcome = { ok: false, message: 'This file could not be read in time' }

/** Parses a file in its own Web Worker, which ends when the outcome is known, when the parse is
 * cancelled, or after READ_TIME_LIMIT_MS. */
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
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = () => {
    clearTimeout(timer)
    worker.terminate()
  }
  const outcome = new Promise<ParseOutcome>((resolve) => {
    const finish = (result: ParseOutcome) => {
      stop()
      resolve(result)
    }
    timer = setTimeout(() => finish(tooSlow), READ_TIME_LIMIT_MS)
    worker.onmessage = ({ data }) => {
      if (data.type === 'progress') return onProgress(data.fraction)
      finish(data.outcome)
    }
    worker.onerror = () => finish(unreadable)
  })
  worker.postMessage(request)
  return { outcome, cancel: stop }
}
