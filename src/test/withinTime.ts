import { runInNewContext } from 'node:vm'

/**
 * Runs `work` and returns what it returns, or throws once it has run for `ms` milliseconds. A
 * synchronous loop (a pattern backtracking without end) never lets Jest's own timeout fire; a vm
 * script's timeout stops it wherever it is. Tests give a limit hundreds of times what linear
 * work on their input takes on a slow machine, and inputs large enough that work growing with
 * the square of their size (or faster) takes minutes: the test tells the two apart, not speeds.
 */
export function withinTime<T>(ms: number, work: () => T): T {
  return runInNewContext('work()', { work }, { timeout: ms }) as T
}
