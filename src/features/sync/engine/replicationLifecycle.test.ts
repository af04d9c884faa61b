import { setFlagsFromString } from 'v8'
import { runInNewContext } from 'vm'
import { currentSession } from '../couchSession'
import type { Database } from './pouchApi'
import type { ReconcileQueue } from './reconcileQueue'
import { replicationLifecycle } from './replicationLifecycle'

jest.mock('../couchSession', () => ({
  ...jest.requireActual('../couchSession'),
  currentSession: jest.fn(),
}))

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

/** The engine's queue as far as the lifecycle needs it: one piece of work at a time. */
function serialQueue(): ReconcileQueue {
  let line: Promise<unknown> = Promise.resolve()
  return {
    run: (work) => (line = line.then(work).catch(() => undefined)),
    reconcileSoon: () => undefined,
    behind: () => [],
    stop: () => line,
  }
}

it('keeps nothing of a finished beginning alive while sync runs', async () => {
  // Sync begins again after every failure, for as long as the tab stays open.
  const answers: WeakRef<object>[] = []
  jest.mocked(currentSession).mockImplementation(async () => {
    // Someone else's session: each beginning ends there, with nothing else to hold.
    const session = { kind: 'ok' as const, name: 'someone-else', pad: new Array(1000).fill(0) }
    answers.push(new WeakRef(session))
    return session
  })
  const queue = serialQueue()
  const lifecycle = replicationLifecycle({
    local: {} as Database,
    remote: {} as Database,
    base: 'https://couch.example.com',
    username: 'ada',
    report: () => undefined,
    queue,
    checkKeys: async () => 'agree',
    catchUp: async () => undefined,
    settle: async () => undefined,
    pushed: () => undefined,
  })
  lifecycle.start()
  for (let i = 0; i < 200; i++) lifecycle.syncNow()
  await queue.run(async () => undefined)
  expect(answers).toHaveLength(201)
  await new Promise((resolve) => setTimeout(resolve, 0))
  jest.mocked(currentSession).mockClear()
  collectGarbage()
  const alive = answers.filter((answer) => answer.deref() !== undefined).length
  lifecycle.stop()
  expect(alive).toBe(0)
})
