import type { ParseOutcome } from './model'
import { parseImportFile, type ParseOptions } from './parseImportFile'
import { sizeProblem } from './sizeLimit'

/** What the page sends the parsing worker, and what it hears back. */
export interface ParseRequest {
  file: File
  options: ParseOptions
}

export type ParseMessage =
  { type: 'progress'; fraction: number } | { type: 'done'; outcome: ParseOutcome }

/**
 * The worker's whole job, apart from the Worker plumbing so tests can run it in-thread: refuse
 * a file over the size limit before reading it, read its bytes, parse them, report progress.
 */
export async function handleParseRequest(
  { file, options }: ParseRequest,
  post: (message: ParseMessage) => void,
): Promise<void> {
  const tooBig = sizeProblem(file.size)
  if (tooBig) return post({ type: 'done', outcome: { ok: false, message: tooBig } })
  let outcome: ParseOutcome
  try {
    const bytes = await file.arrayBuffer()
    outcome = parseImportFile(file.name, bytes, options, (fraction) =>
      post({ type: 'progress', fraction }),
    )
  } catch {
    outcome = { ok: false, message: 'The file could not be read.' }
  }
  post({ type: 'done', outcome })
}
