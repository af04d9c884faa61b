import { nextTask, runAtOnce, runInTasks } from './tasks'

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
})
