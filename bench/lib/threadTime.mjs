// The page's main-thread tasks over a stretch of work, from a Chromium trace of its `toplevel`
// category: each task's wall time, as the Long Tasks API reports it, and its thread time, the
// CPU the thread itself spent on it. On 2 CPUs shared with the test server, the app's worker
// and the browser's other processes, a task's wall time also holds the time the system gave
// the CPU to them: a traced 59.6 ms task spent 8.6 ms on the thread.

const TASK = 'ThreadControllerImpl::RunTask'

/**
 * The renderer's main threads in a trace, with their tasks. A first sync of 25,000 records
 * traces to some 400 MB, more than one string can hold: the trace is read a line (one event)
 * at a time, and only thread names and tasks are parsed.
 */
function mainThreadTasks(trace) {
  const mains = new Set()
  const tasks = []
  for (let start = 0; start < trace.length;) {
    const end = trace.indexOf(10, start)
    const line = trace.toString('utf8', start, end === -1 ? trace.length : end)
    start = end === -1 ? trace.length : end + 1
    if (!line.includes(TASK) && !line.includes('"thread_name"')) continue
    // Each event is a line of its own, followed by "," (or by "]" after the last).
    const event = JSON.parse(line.replace(/[\],]+$/, ''))
    if (event.ph === 'M' && event.args?.name === 'CrRendererMain')
      mains.add(`${event.pid}/${event.tid}`)
    if (event.ph === 'X' && event.name === TASK) tasks.push(event)
  }
  const byThread = new Map([...mains].map((thread) => [thread, []]))
  for (const task of tasks) byThread.get(`${task.pid}/${task.tid}`)?.push(task)
  return [...byThread.values()]
}

/** The Long Tasks API's threshold: a task of more than this many ms of wall time. */
const LONG_MS = 50

/**
 * Runs `work` with the browser traced and returns its result with the page's main thread's
 * figures: `busy`, its thread time over the stretch; `longestOnThread`, the most thread time
 * one task took; `long`, the thread time of each task over 50 ms of wall time. The page is the
 * renderer whose main thread was busiest (only this page's is open).
 */
export async function withThreadTime(browser, page, work) {
  await browser.startTracing(page, { categories: ['toplevel'] })
  let result
  try {
    result = await work()
  } catch (error) {
    await browser.stopTracing()
    throw error
  }
  const threads = mainThreadTasks(await browser.stopTracing())
  const ms = (us) => (us ?? 0) / 1000
  const busyOf = (tasks) => tasks.reduce((sum, task) => sum + ms(task.tdur), 0)
  const tasks = threads.sort((a, b) => busyOf(b) - busyOf(a))[0] ?? []
  return {
    result,
    busy: busyOf(tasks),
    longestOnThread: Math.max(0, ...tasks.map((task) => ms(task.tdur))),
    long: tasks.filter((task) => ms(task.dur) > LONG_MS).map((task) => ms(task.tdur)),
  }
}
