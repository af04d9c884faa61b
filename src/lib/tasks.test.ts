import { nextTask, runAtOnce, runInSlices, runInTasks } from './tasks'

/** Appends `name` to `log` at the end of a chain of `links` microtasks started now. */
function microtaskChain(log: string[], name: string, links = 50): Promise<void> {
  let chain = Promise.resolve()
  for (let i = 0; i < links; i += 1) chain = chain.then(() => undefined)
  return chain.then(() => {
    log.push(name)
  })
}

function* steps(log: string[], chains: Promise<void>[]): Generator<void, string> {
  log.push('step 1')
  chains.push(microtaskChain(log, 'microtasks queued by step 1'))
  yield
  log.push('step 2')
  return 'result'
}

describe('tasks', () => {
  it('nextTask resolves after every microtask of the current task', async () => {
    const log: string[] = []
    const later = nextTask().then(() => log.push('next task'))
    await Promise.all([later, microtaskChain(log, 'microtasks')])
    expect(log).toEqual(['microtasks', 'next task'])
  })

  it('runs each step of the work in a task of its own, none in the caller’s', async () => {
    const log: string[] = []
    const chains: Promise<void>[] = []
    const running = runInTasks(steps(log, chains))
    expect(log).toEqual([])
    const callersChain = microtaskChain(log, 'caller’s microtasks')
    await expect(running).resolves.toBe('result')
    await Promise.all([callersChain, ...chains])
    expect(log).toEqual(['caller’s microtasks', 'step 1', 'microtasks queued by step 1', 'step 2'])
  })

  it('runs the same work at once when asked', () => {
    const log: string[] = []
    expect(runAtOnce(steps(log, []))).toBe('result')
    expect(log).toEqual(['step 1', 'step 2'])
  })

  describe('in slices', () => {
    /** Work of `count` steps, each taking `stepMs` on a clock the test moves; `during(i)` runs
     * in step i. */
    function* timed(
      log: string[],
      clock: { now: number },
      count: number,
      stepMs: number,
      during: (step: number) => void = () => {},
    ) {
      for (let i = 1; i <= count; i += 1) {
        clock.now += stepMs
        log.push(`step ${i}`)
        during(i)
        if (i < count) yield
      }
      return 'result'
    }
    let clock: { now: number }
    beforeEach(() => {
      clock = { now: 0 }
      jest.spyOn(performance, 'now').mockImplementation(() => clock.now)
    })
    afterEach(() => jest.restoreAllMocks())

    it('does work shorter than a slice in the caller’s task', async () => {
      const log: string[] = []
      const running = runInSlices(timed(log, clock, 4, 2), 10)
      expect(log).toEqual(['step 1', 'step 2', 'step 3', 'step 4'])
      await expect(running).resolves.toBe('result')
    })

    it('lets other tasks in once a slice has run, and between every slice after', async () => {
      const log: string[] = []
      const waiting = [nextTask().then(() => log.push('another task'))]
      // A task queued during the second slice waits for that slice to end, not longer.
      const queueIn = (step: number) => {
        if (step === 4) waiting.push(nextTask().then(() => log.push('a task queued in step 4')))
      }
      const running = runInSlices(timed(log, clock, 7, 4, queueIn), 10)
      await expect(running).resolves.toBe('result')
      await Promise.all(waiting)
      // 4 + 4 + 4 ms reach a slice: each waiting task runs before the next slice.
      expect(log).toEqual([
        'step 1',
        'step 2',
        'step 3',
        'another task',
        'step 4',
        'step 5',
        'step 6',
        'a task queued in step 4',
        'step 7',
      ])
    })
  })
})
