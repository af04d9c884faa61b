/**
 * A reconciliation is written as generators that pause every so many records (see
 * storageBridge.ts): at 25,000 records each of its passes pauses 50 times, a few milliseconds of
 * work apart, so the engine can let the browser in between.
 */
export const RECORDS_PER_STEP = 500

/** Counts the items of a pass: true at every RECORDS_PER_STEP-th, where the pass yields. */
export function stepCounter(): () => boolean {
  let count = 0
  return () => ++count % RECORDS_PER_STEP === 0
}
