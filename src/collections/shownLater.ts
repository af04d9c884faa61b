import { nextTask } from '../lib/tasks'

/**
 * Store updates held for the next task: at 25,000 records a sync's write and the store's update
 * of the whole list took up to 30 ms each, over a long task together. Whatever else changes the
 * store from storage (a write, another tab's change, a sync status) shows these first, so the
 * store takes the changes in the order storage did.
 */
const waiting: Array<() => void> = []

/** Runs `show` in a later task, or sooner if another change reaches the store first. */
export function showLater(show: () => void): void {
  waiting.push(show)
  if (waiting.length === 1) void nextTask().then(showWaiting)
}

/** Shows now what was held for later, in the order it was held. */
export function showWaiting(): void {
  while (waiting.length > 0) {
    const show = waiting.shift() as () => void
    show()
  }
}
