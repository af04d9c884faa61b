/**
 * Resolves in a later task, so that work split across it never adds up to one long task: the
 * browser can paint and take input in between. A message, not a timer: nested timers are held
 * back 4 ms each after the fifth, and a hidden tab's to one a second. Not a microtask either,
 * which would run in the same task.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') {
    return new Promise((resolve) => setTimeout(resolve, 0))
  }
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/** Runs work written as a generator, each step (up to a `yield`) in a task of its own. */
export async function runInTasks<R>(work: Generator<void, R>): Promise<R> {
  for (;;) {
    await nextTask()
    const step = work.next()
    if (step.done) return step.value
  }
}

/** Runs the same work at once, in the caller's task. */
export function runAtOnce<R>(work: Generator<void, R>): R {
  for (;;) {
    const step = work.next()
    if (step.done) return step.value
  }
}

/**
 * Runs work written as a generator in the caller's task until it has run `sliceMs`, then in
 * later tasks of up to `sliceMs` each: short work is done at once, as if called directly, and
 * long work never makes one long task.
 */
export async function runInSlices<R>(work: Generator<void, R>, sliceMs: number): Promise<R> {
  let since = performance.now()
  for (;;) {
    const step = work.next()
    if (step.done) return step.value
    if (performance.now() - since >= sliceMs) {
      await nextTask()
      since = performance.now()
    }
  }
}
