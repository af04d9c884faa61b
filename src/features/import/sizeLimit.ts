/**
 * The largest file the app imports: 10 MB. Everything the app keeps lives in localStorage,
 * about 5 MB per site, which holds some 28,000 transactions (see MAX_AMOUNT_CENTS in
 * lib/money.ts). The wordiest format, OFX, spends up to about 350 bytes on one transaction, so a
 * file that could still fit is at most about 10 MB; a larger one could never be stored, and
 * reading it would only cost time and memory.
 */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`
}

/** The message for a file over the limit; null when its size is fine. */
export function sizeProblem(bytes: number): string | null {
  if (bytes <= MAX_IMPORT_BYTES) return null
  return (
    `This file is ${megabytes(bytes)}; files up to ${megabytes(MAX_IMPORT_BYTES)} can be ` +
    'imported, more than the browser can keep. Export a shorter period and import that.'
  )
}
