import { makeKeyCheck, type Keyring } from '../crypto/keyCheck'
import { toDoc } from '../docs'
import { sealedCodec } from './docCodec'
import { FakeReplica } from './fakeReplica'
import type { Change, PouchDoc, ReplicationError } from './pouchApi'
import { pouchClient, workerFailed, type PouchEndpoint } from './pouchClient'
import {
  CHANGES_PER_MESSAGE,
  pouchHandler,
  type DatabaseSpec,
  type PouchReply,
  type PouchRequest,
} from './pouchProtocol'

/** The page's client and the worker's handler, each message crossing in a later task as a
 * worker's would (structured clone included). */
function connected(databases: Record<string, FakeReplica>) {
  const opened: DatabaseSpec[] = []
  const asked: PouchRequest[] = []
  const sent: PouchReply[] = []
  const later = (work: () => void) => setTimeout(work, 0)
  const endpoint: PouchEndpoint = {
    onmessage: null,
    onerror: null,
    postMessage(request: PouchRequest) {
      asked.push(request)
      later(() => handle(structuredClone(request)))
    },
  }
  const handle = pouchHandler(
    (spec) => {
      opened.push(spec)
      return databases[spec.kind === 'local' ? spec.name : spec.username].asDatabase()
    },
    (reply) => {
      sent.push(reply)
      const data = structuredClone(reply)
      later(() => endpoint.onmessage?.(new MessageEvent('message', { data })))
    },
  )
  const failed = jest.fn()
  return { client: pouchClient(endpoint, failed), opened, asked, sent, endpoint, failed }
}

/** Lets every message under way cross and be answered: each crossing is a timer, and a timer
 * set while these run comes before the next of them (a clock's wait would not, under load). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

const expense = (id: string): PouchDoc => ({
  ...toDoc(
    'transactions',
    { id, amount: '12.50', type: 'expense', category: 'Food', date: '2026-03-01' },
    'device-1',
    '2026-03-01T10:00:00.000Z',
  ),
})

let keyring: Keyring
beforeAll(async () => {
  keyring = (await makeKeyCheck('correct horse battery')).keyring
})

describe('the databases in the worker, through their proxies', () => {
  it('answers calls, and a refusal keeps its status', async () => {
    const replica = new FakeReplica()
    const { client, opened } = connected({ r: replica })
    const db = client.open({ kind: 'local', name: 'r' })
    await db.put({ _id: '_local/a', n: 1 })
    expect(await db.get('_local/a')).toEqual({ _id: '_local/a', n: 1, _rev: '0-1' })
    await expect(db.get('_local/missing')).rejects.toEqual({
      status: 404,
      name: 'Error',
      message: 'missing',
    })
    expect(await db.bulkDocs([{ _id: 'x' }])).toEqual([{ ok: true, id: 'x', rev: '1-w' }])
    expect(replica.writes).toEqual([[{ _id: 'x' }]])
    // The worker opened the database once, for every call of its proxy.
    expect(opened).toEqual([{ kind: 'local', name: 'r' }])
  })

  it("reads changes at once, and follows a live feed's in order, several a message, until cancelled", async () => {
    const replica = new FakeReplica()
    replica.held = [{ _id: 'a', _rev: '1-a' }]
    const { client, sent } = connected({ r: replica })
    const db = client.open({ kind: 'local', name: 'r' })
    const read = await db.changes({ since: 0, include_docs: true, style: 'all_docs' })
    expect(read.results.map((change) => change.id)).toEqual(['a'])

    const seen: string[] = []
    const feed = db
      .changes({ since: 1, live: true, include_docs: true, style: 'all_docs' })
      .on('change', (change: Change) => seen.push(change.id))
    await settle()
    replica.bring({ _id: 'b', _rev: '1-b' })
    replica.bring({ _id: 'c', _rev: '1-c' })
    await settle()
    expect(seen).toEqual(['b', 'c'])
    expect(sent.filter((reply) => reply.kind === 'changes')).toHaveLength(1)

    // A burst goes out in messages of at most CHANGES_PER_MESSAGE.
    const burst = CHANGES_PER_MESSAGE * 2 + 1
    for (let i = 0; i < burst; i++) replica.bring({ _id: `e${i}`, _rev: '1-e' })
    await settle()
    expect(seen).toHaveLength(2 + burst)
    expect(seen.at(-1)).toBe(`e${burst - 1}`)
    const sizes = sent
      .filter((reply) => reply.kind === 'changes')
      .map((reply) => reply.changes.length)
    expect(sizes).toEqual([2, CHANGES_PER_MESSAGE, CHANGES_PER_MESSAGE, 1])
    seen.length = 2

    feed.cancel()
    await settle()
    replica.bring({ _id: 'd', _rev: '1-d' })
    await settle()
    expect(seen).toEqual(['b', 'c'])
  })

  it("tells a replication's events by direction, with why a direction paused, until cancelled", async () => {
    const local = new FakeReplica()
    const { client, opened } = connected({ r: local, ada: new FakeReplica() })
    const db = client.open({ kind: 'local', name: 'r' })
    const remote = client.open({
      kind: 'server',
      base: 'https://couch.example.com',
      username: 'ada',
    })
    const events: [string, ReplicationError | undefined][] = []
    const sync = db.sync(remote, { live: true, retry: false })
    sync.push.on('active', () => events.push(['push active', undefined]))
    sync.pull.on('paused', (error) => events.push(['pull paused', error]))
    sync.on('error', (error) => events.push(['error', error]))
    await settle()
    expect(opened).toContainEqual({
      kind: 'server',
      base: 'https://couch.example.com',
      username: 'ada',
    })

    const running = local.replication
    expect(running?.options).toEqual({ live: true, retry: false })
    running?.push.emit('active')
    running?.pull.emit('paused', undefined)
    running?.pull.emit('paused', Object.assign(new Error('down'), { status: 503 }))
    running?.pull.emit('paused', new TypeError('Failed to fetch'))
    running?.emit('error', Object.assign(new Error('unauthorized'), { status: 401 }))
    await settle()
    expect(events).toEqual([
      ['push active', undefined],
      ['pull paused', undefined],
      ['pull paused', { status: 503, name: 'Error', message: 'down' }],
      ['pull paused', { name: 'TypeError', message: 'Failed to fetch' }],
      ['error', { status: 401, name: 'Error', message: 'unauthorized' }],
    ])

    sync.cancel()
    await settle()
    expect(running?.cancelled).toBe(true)
  })

  it('seals and opens documents there, those asked for together crossing in one message', async () => {
    const { client, asked } = connected({})
    const codec = client.codec(keyring)
    expect(codec.check).toBe(keyring.check)
    const docs = ['1', '2', '3'].map(expense)
    const sealed = await Promise.all(docs.map((doc) => codec.seal(doc)))
    expect(asked.filter((request) => request.op === 'seal')).toEqual([
      expect.objectContaining({ docs }),
    ])
    // Sealed as this thread's codec seals: the same names, boxes that open here.
    const here = sealedCodec(keyring)
    const names = await Promise.all(docs.map(async (doc) => (await here.seal(doc))._id))
    expect(sealed.map((doc) => doc._id)).toEqual(names)
    expect(await Promise.all(sealed.map((doc) => here.open(doc)))).toEqual(
      docs.map((doc) => ({ kind: 'doc', doc })),
    )

    const box = String(sealed[1].box)
    const changed = {
      ...sealed[1],
      box: `${box.slice(0, 30)}${box[30] === 'A' ? 'B' : 'A'}${box.slice(31)}`,
    }
    expect(await Promise.all([sealed[0], changed].map((doc) => codec.open(doc)))).toEqual([
      { kind: 'doc', doc: docs[0] },
      { kind: 'refused' },
    ])
    expect(asked.filter((request) => request.op === 'open')).toHaveLength(1)
  })

  it('fails what is under way when the worker fails, and says so', async () => {
    const replica = new FakeReplica()
    const { client, endpoint, failed } = connected({ r: replica, ada: new FakeReplica() })
    const db = client.open({ kind: 'local', name: 'r' })
    const heard: unknown[] = []
    db.changes({ since: 0, live: true, include_docs: true, style: 'all_docs' }).on(
      'error',
      (error: unknown) => heard.push(['feed', error]),
    )
    const remote = client.open({
      kind: 'server',
      base: 'https://couch.example.com',
      username: 'ada',
    })
    db.sync(remote, { live: true, retry: false }).on('error', (error) =>
      heard.push(['sync', error]),
    )
    const reading = db.get('_local/a')
    const sealing = client.codec(keyring).seal(expense('1'))
    // The codec's documents are asked for once the task's others are known.
    await Promise.resolve()
    endpoint.onerror?.(new ErrorEvent('error'))
    await expect(reading).rejects.toEqual(workerFailed)
    await expect(sealing).rejects.toEqual(workerFailed)
    expect(heard).toEqual([
      ['feed', workerFailed],
      ['sync', workerFailed],
    ])
    expect(failed).toHaveBeenCalledTimes(1)
  })

  it('replicates only between databases of the same worker', () => {
    const { client } = connected({ r: new FakeReplica() })
    const db = client.open({ kind: 'local', name: 'r' })
    expect(() => db.sync(new FakeReplica().asDatabase(), { live: true, retry: false })).toThrow()
  })
})
