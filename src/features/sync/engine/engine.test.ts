import { transactionsBinding } from '../../transactions/transactionsStorage'
import { writeCollection } from '../../../storage/collectionStore'
import type { StoredRecord } from '../../../storage/recordOps'
import { writeSyncSettings } from '../syncSettings'
import { pendingChanges, settleChanges } from '../pendingChanges'
import type { LocalDeletion } from '../reconcile'
import { storedJson } from '../../../test/fixtures'
import { currentSession } from '../couchSession'
import { docId, toDoc, toTombstone } from '../docs'
import { startEngine, type Engine, type EngineOptions } from './engine'
import { FakeReplica } from './fakeReplica'
import { openDatabase, openServerDatabase, workerCodec } from './pouch'
import type { Database, PouchDoc } from './pouchApi'
import { pouchClient, type PouchEndpoint } from './pouchClient'
import { pouchHandler, type PouchRequest } from './pouchProtocol'
import { pauseAfter } from './reconcileQueue'
import { nextTask } from '../../../lib/tasks'
import { makeKeyCheck, type KeyCheckDoc, type Keyring } from '../crypto/keyCheck'
import { sealedCodec } from './docCodec'
import { fromBase64 } from '../../../lib/base64'

jest.mock('./pouch', () => ({
  openDatabase: jest.fn(),
  openServerDatabase: jest.fn(),
  workerCodec: jest.fn(),
}))
jest.mock('../couchSession', () => ({
  ...jest.requireActual('../couchSession'),
  currentSession: jest.fn(),
}))

const T1 = '2026-03-01T10:00:00.000Z'
const T2 = '2026-03-01T11:00:00.000Z'
const T2b = '2026-03-01T11:30:00.000Z'
const T3 = '2026-03-01T12:00:00.000Z'
const OWNER = 'me'
const BASE = 'https://couch.example.com'
const collection = transactionsBinding.storage(OWNER)

let replica: FakeReplica
/** The person's database on the server, as far as the engine reads it itself (its key check). */
let server: FakeReplica
let engine: Engine | null = null
/** Runs as the engine reads the removals noted here, before it answers. */
let onPendingRead: (() => void) | null = null
let clock: jest.SpyInstance<number, []>

beforeEach(() => {
  onPendingRead = null
  // The engine paces itself by the clock (it lets the browser in after 10 ms of work, waits
  // after a long reconciliation: reconcileQueue.test.ts covers that). Here the clock stands
  // still, so on a slow machine too the engine's work is done when `idle` says so.
  clock = jest.spyOn(performance, 'now').mockReturnValue(0)
  replica = new FakeReplica()
  server = new FakeReplica()
  jest.mocked(openDatabase).mockImplementation(() => replica.asDatabase())
  jest.mocked(openServerDatabase).mockImplementation(() => server.asDatabase())
  // The worker's codec does this one's work, in the worker's thread.
  jest.mocked(workerCodec).mockImplementation(sealedCodec)
  jest.mocked(currentSession).mockResolvedValue({ kind: 'ok', name: 'ada' })
})

afterEach(async () => {
  await engine?.stop()
  engine = null
  clock.mockRestore()
})

/** Lets the engine's queue run dry (it awaits only promises, never timers). */
const idle = () => new Promise((resolve) => setTimeout(resolve, 0))

function transaction(id: string, updatedAt: string, amount = '5.00'): StoredRecord {
  return {
    id,
    amount,
    type: 'expense',
    category: 'Food',
    date: '2026-03-01',
    description: '',
    createdAt: T1,
    updatedAt,
    userId: OWNER,
  }
}

function edited(record: StoredRecord, rev: string): PouchDoc {
  return { ...toDoc('transactions', record, 'other-device', String(record.updatedAt)), _rev: rev }
}

function deleted(id: string, at: string, rev: string): PouchDoc {
  return { ...toTombstone('transactions', id, 'other-device', at), _rev: rev }
}

/** Starts sync of `me`'s transactions with storage holding `records` and `pending` noted. */
async function start(
  records: StoredRecord[],
  pending: LocalDeletion[] = [],
  keyring: Keyring | null = null,
) {
  localStorage.setItem(collection.key, JSON.stringify(records))
  localStorage.setItem(
    `journal_${OWNER}`,
    JSON.stringify(
      pending.map(({ key, ...rest }) => ({
        collection: 'transactions',
        id: key,
        born: '',
        ...rest,
      })),
    ),
  )
  writeSyncSettings(OWNER, { server: BASE, username: 'ada', deviceId: 'this-device' })
  const report = jest.fn()
  const keysChanged = jest.fn()
  type ApplyRemote = EngineOptions['applyRemote']
  const applyRemote = jest.fn<ReturnType<ApplyRemote>, Parameters<ApplyRemote>>((_name, plan) =>
    writeCollection(collection, plan),
  )
  engine = await startEngine({
    ownerId: OWNER,
    account: { server: BASE, username: 'ada', deviceId: 'this-device' },
    base: BASE,
    collections: [{ name: 'transactions', collection }],
    report,
    applyRemote,
    pendingChanges(name) {
      onPendingRead?.()
      return pendingChanges(OWNER, name)
    },
    settleChanges: (name, settled) => settleChanges(() => undefined, OWNER, name, settled),
    keyring,
    keysChanged,
  })
  return { report, applyRemote, keysChanged }
}

const stored = () => storedJson(collection.key) as StoredRecord[]
const pending = () => pendingChanges(OWNER, 'transactions')
/** The push replication catches up (pauses without an error). */
const pushCaughtUp = async () => {
  replica.replication?.push.emit('paused')
  await idle()
}
const lastWrite = () => replica.writes.at(-1)

describe('the sync engine', () => {
  it('keeps a deletion noted when its tombstone loses a race, and sends it over the change that won', async () => {
    replica.held = [edited(transaction('r1', T1), '1-x')]
    // Another device's edit at T2 reached the replica just before this deletion's tombstone.
    replica.conflicting.add('transactions:r1')
    await start([], [{ key: 'r1', at: T3 }])
    await idle()
    expect(pending()).toEqual([{ key: 'r1', at: T3 }])

    replica.bring(edited(transaction('r1', T2, '7.00'), '2-b'))
    await idle()
    expect(stored()).toEqual([])
    expect(lastWrite()).toEqual([expect.objectContaining({ _deleted: true, _rev: '2-b' })])
    // Noted until replication has sent it: the push caught up once may have been ending a
    // batch begun before the tombstone; caught up again, it has sent it.
    expect(pending()).toEqual([{ key: 'r1', at: T3 }])
    await pushCaughtUp()
    expect(pending()).toEqual([{ key: 'r1', at: T3 }])
    await pushCaughtUp()
    expect(pending()).toEqual([])
  })

  it('decides again when the person deletes a record between a decision and its write', async () => {
    replica.held = [edited(transaction('r1', T1), '1-x')]
    await start([transaction('r1', T1)])
    await idle()
    let reads = 0
    onPendingRead = () => {
      reads += 1
      // The second read is the write's (the first, the decision's): the person deleted r1 at
      // T3 just before it, after the other device's edit at T2.
      if (reads !== 2) return
      localStorage.setItem(collection.key, '[]')
      localStorage.setItem(
        `journal_${OWNER}`,
        JSON.stringify([{ collection: 'transactions', id: 'r1', born: '', at: T3 }]),
      )
    }
    replica.bring(edited(transaction('r1', T2, '7.00'), '2-b'))
    await idle()
    expect(reads).toBeGreaterThanOrEqual(2)
    expect(stored()).toEqual([])
    expect(lastWrite()).toEqual([expect.objectContaining({ _deleted: true, _rev: '2-b' })])
  })

  it('keeps an Undo noted when its record loses a race, so an older deletion does not remove it', async () => {
    const record = transaction('r1', T1)
    replica.held = [deleted('r1', T2, '2-d')]
    replica.conflicting.add('transactions:r1')
    await start([record], [{ key: 'r1', at: T3, restored: true }])
    await idle()
    expect(pending()).toEqual([{ key: 'r1', at: T3, restored: true }])

    replica.bring(deleted('r1', T2b, '3-e'))
    await idle()
    expect(stored()).toEqual([record])
    expect(lastWrite()).toEqual([expect.objectContaining({ _rev: '3-e', updatedAt: T3 })])
  })

  it('stores a burst of documents replication brings with one write, not one each', async () => {
    await start([])
    await idle()
    const setItem = jest.spyOn(Storage.prototype, 'setItem')
    const docs = Array.from({ length: 50 }, (_, i) => edited(transaction(`r${i}`, T1), `1-${i}`))
    for (const doc of docs) replica.bring(doc)
    await idle()
    expect(stored().map((record) => record.id)).toEqual(docs.map((_, i) => `r${i}`))
    expect(setItem.mock.calls.filter(([key]) => key === collection.key)).toHaveLength(1)
    setItem.mockRestore()
  })

  it('saves the agreed revisions in a task of their own after a long write to storage, at once after a short one', async () => {
    const events: string[] = []
    jest.mocked(openDatabase).mockImplementation(() => {
      const db = replica.asDatabase()
      const put = (doc: PouchDoc) => {
        if (doc._id === '_local/agreed-revisions') events.push('saved')
        return db.put(doc)
      }
      return { ...db, put } as Database
    })
    const { applyRemote } = await start([])
    await idle()
    /** Storage's next write takes `ms` by the clock, and another task is queued as it ends. */
    const nextWriteTakes = (ms: number) => {
      applyRemote.mockImplementationOnce((_name, plan) => {
        const written = writeCollection(collection, plan)
        void nextTask().then(() => events.push('a later task'))
        clock.mockReturnValueOnce(ms)
        return written
      })
    }
    const settle = async () => {
      for (let i = 0; i < 5; i++) await idle()
    }

    nextWriteTakes(2)
    replica.bring(edited(transaction('r1', T1), '1-a'))
    await settle()
    expect(events).toEqual(['saved', 'a later task'])

    events.length = 0
    nextWriteTakes(20)
    replica.bring(edited(transaction('r2', T1), '1-b'))
    await settle()
    expect(events).toEqual(['a later task', 'saved'])
  })

  it("works a long decision's write out in tasks before it, and stores that unless storage changed meanwhile", async () => {
    const { applyRemote } = await start([transaction('r0', T1)])
    await idle()
    // A text the write would not make itself shows whether the one worked out was stored.
    const marked = '[{"marked":true}]'
    applyRemote.mockImplementation((_name, plan, prepared) =>
      writeCollection(collection, plan, prepared && { ...prepared, text: marked }),
    )
    let now = 0
    /** The next decision takes 20 ms by the clock (after the queue's wait following the last
     * long one); `meanwhile` runs as its write begins. */
    const nextDecisionIsLong = (meanwhile = () => {}) => {
      clock.mockReturnValue((now += 1_000))
      let reads = 0
      onPendingRead = () => {
        reads += 1
        if (reads === 1) clock.mockReturnValue((now += 20))
        if (reads === 2) meanwhile()
      }
    }
    const settle = async () => {
      for (let i = 0; i < 5; i++) await idle()
    }

    nextDecisionIsLong()
    replica.bring(edited(transaction('r1', T1), '1-a'))
    await settle()
    expect(applyRemote.mock.calls.at(-1)?.[2]?.records.map((record) => record.id)).toEqual([
      'r0',
      'r1',
    ])
    expect(localStorage.getItem(collection.key)).toBe(marked)

    // Another tab writes after the write was worked out: it is decided and made again.
    localStorage.setItem(collection.key, JSON.stringify([transaction('r0', T1)]))
    nextDecisionIsLong(() =>
      localStorage.setItem(
        collection.key,
        JSON.stringify([transaction('r0', T1), transaction('r9', T1)]),
      ),
    )
    replica.bring(edited(transaction('r2', T1), '1-b'))
    // The queue waits after the long reconciliation before it starts the next.
    await new Promise((resolve) => setTimeout(resolve, pauseAfter(20)))
    await settle()
    expect(applyRemote.mock.calls.at(-1)?.[2]).toBeTruthy()
    expect(stored().map((record) => record.id)).toEqual(['r0', 'r9', 'r1', 'r2'])
  })

  it("takes the replica's own write coming back through its feed as written, without reconciling again", async () => {
    const { applyRemote } = await start([transaction('r1', T1)])
    await idle()
    const [sent] = lastWrite() ?? []
    applyRemote.mockClear()
    replica.bring({ ...sent, _rev: '1-w' })
    await idle()
    expect(applyRemote).not.toHaveBeenCalled()

    // Another device's change to it still comes in.
    replica.bring(edited(transaction('r1', T2, '7.00'), '2-b'))
    await idle()
    expect(stored()).toEqual([transaction('r1', T2, '7.00')])
  })

  it('writes a first sync into the replica 50 documents at a time, every record included', async () => {
    // Each page is one message to the worker, and the page's work on its answer one short task.
    const ids = Array.from({ length: 120 }, (_, i) => `r${i}`)
    await start(ids.map((id) => transaction(id, T1)))
    await idle()
    const sizes = replica.writes.map((docs) => docs.length)
    expect(sizes).toEqual([50, 50, 20])
    const sent = replica.writes.flat().map((doc) => doc._id)
    expect(new Set(sent)).toEqual(new Set(ids.map((id) => docId('transactions', id))))
  })

  it("shows a transfer's half another device wrote only once its other half has arrived", async () => {
    const half = (id: string, other: string) => ({
      ...transaction(id, T1, '300.00'),
      category: 'Transfer',
      transfer: other,
    })
    await start([])
    await idle()
    replica.bring(edited(half('out', 'in'), '1-o'))
    await idle()
    expect(stored()).toEqual([])

    replica.bring(edited(half('in', 'out'), '1-i'))
    await idle()
    expect(stored().map((record) => record.id)).toEqual(['out', 'in'])
  })

  it("keeps an edit made while sync was not running on top of another device's version, though that device's clock is ahead", async () => {
    // Another device, its clock an hour ahead, made r1; it reached storage here.
    replica.held = [edited(transaction('r1', T3), '1-x')]
    await start([])
    await idle()
    expect(stored()).toEqual([transaction('r1', T3)])
    await engine?.stop()

    // Sync is not running (the page reloaded, or signing in to the server failed) when the
    // person edits r1; by this device's clock, earlier than the version it edits.
    await start([transaction('r1', T2, '9.00')])
    await idle()
    expect(stored()).toEqual([transaction('r1', T2, '9.00')])
    expect(lastWrite()).toEqual([
      expect.objectContaining({
        _rev: '1-x',
        record: expect.objectContaining({ amount: '9.00' }),
        updatedAt: '2026-03-01T12:00:00.001Z',
      }),
    ])
  })

  it('writes nothing to storage once stopped, even if the replica is read after', async () => {
    replica.held = [edited(transaction('r1', T1), '1-x')]
    const release = replica.holdFirstRead()
    const { applyRemote } = await start([])
    await idle()
    // The next person signs in here while the replica is being read.
    const stopping = engine?.stop()
    release()
    await stopping
    expect(applyRemote).not.toHaveBeenCalled()
    expect(stored()).toEqual([])
  })

  it('takes in each change of the replica once after signing in again', async () => {
    const { applyRemote } = await start([])
    await idle()
    replica.replication?.emit('error', { status: 401 })
    engine?.syncNow()
    await idle()
    applyRemote.mockClear()

    replica.bring(edited(transaction('r1', T2), '1-b'))
    await idle()
    expect(stored()).toEqual([transaction('r1', T2)])
    expect(applyRemote).toHaveBeenCalledTimes(1)
  })

  it('checks the session again when the connection returns after it ended', async () => {
    const { report } = await start([])
    await idle()
    replica.replication?.emit('error', { status: 401 })
    // A sign-in again failed offline here, so the screen says Offline; the connection returns.
    jest.mocked(currentSession).mockResolvedValue({ kind: 'authFailed' })
    report.mockClear()
    window.dispatchEvent(new Event('online'))
    await idle()
    expect(report.mock.calls).toEqual([['connecting'], ['authFailed']])
  })

  it('says "Sync error", not "Offline", when the server answers with an error', async () => {
    jest.mocked(currentSession).mockResolvedValue({ kind: 'error', status: 500 })
    const { report } = await start([])
    await idle()
    expect(report.mock.calls).toEqual([['connecting'], ['error']])
  })

  // PouchDB passes on a failed request's error without its TypeError name, and with no status.
  it.each([
    ['"Offline"', 'the server cannot be reached', { message: 'Failed to fetch' }, 'offline'],
    ['"Sync error"', 'the server answers with an error', { status: 503, name: 'unknown' }, 'error'],
  ])('says %s, not "Up to date", when %s during replication', async (_t, _w, failure, status) => {
    const { report } = await start([])
    await idle()
    expect(replica.replication?.options).toEqual({ live: true, retry: false })
    report.mockClear()
    // The browser still thinks it is online. Without retry, the failed request ends replication.
    replica.replication?.emit('error', failure)
    expect(report.mock.calls).toEqual([[status]])
    expect(replica.replications).toHaveLength(1)
  })

  it('begins again from the session check when the connection returns after a failure', async () => {
    const { report } = await start([])
    await idle()
    replica.replication?.emit('error', { message: 'Failed to fetch' })
    report.mockClear()
    window.dispatchEvent(new Event('online'))
    await idle()
    expect(report.mock.calls).toEqual([['connecting']])
    expect(replica.replications).toHaveLength(2)
    expect(replica.replications[0].cancelled).toBe(true)
  })

  it('begins again by itself after a failure, waiting longer each time until it catches up', async () => {
    jest.useFakeTimers({ doNotFake: ['performance'] })
    try {
      await start([])
      await jest.advanceTimersByTimeAsync(0)
      const failAndWait = async (ms: number) => {
        const before = replica.replications.length
        replica.replication?.emit('error', { message: 'Failed to fetch' })
        await jest.advanceTimersByTimeAsync(ms - 1)
        const early = replica.replications.length
        await jest.advanceTimersByTimeAsync(1)
        return [early - before, replica.replications.length - before]
      }
      expect(await failAndWait(10_000)).toEqual([0, 1])
      // The pull caught up, but the push keeps failing (the server refusing its writes, say).
      replica.replication?.pull.emit('paused')
      expect(await failAndWait(20_000)).toEqual([0, 1])
      expect(await failAndWait(40_000)).toEqual([0, 1])
      // Caught up both ways: the next failure waits the first time again.
      replica.replication?.push.emit('paused')
      replica.replication?.pull.emit('paused')
      expect(await failAndWait(10_000)).toEqual([0, 1])
    } finally {
      jest.useRealTimers()
    }
  })

  it('begins again after the worker holding the databases reported an error', async () => {
    // As pouch.ts wires it: the databases' proxies and a worker's handler, each message a task.
    let endpoint: PouchEndpoint | null = null
    const client = (() => {
      const later = (work: () => void) => setTimeout(work, 0)
      const worker: PouchEndpoint = {
        onmessage: null,
        onerror: null,
        postMessage: (request: PouchRequest) => later(() => handle(structuredClone(request))),
      }
      const handle = pouchHandler(
        (spec) => (spec.kind === 'local' ? replica : server).asDatabase(),
        (data) => later(() => worker.onmessage?.(new MessageEvent('message', { data }))),
      )
      endpoint = worker
      return pouchClient(worker)
    })()
    jest.mocked(openDatabase).mockImplementation((name) => client.open({ kind: 'local', name }))
    jest
      .mocked(openServerDatabase)
      .mockImplementation((base, username) => client.open({ kind: 'server', base, username }))
    const { report } = await start([])
    const crossings = async () => {
      for (let i = 0; i < 20; i++) await idle()
    }
    await crossings()
    expect(replica.replications).toHaveLength(1)

    // An uncaught exception in the worker: what was under way fails; the worker runs on.
    endpoint!.onerror?.(new ErrorEvent('error'))
    await crossings()
    report.mockClear()
    engine?.syncNow()
    await crossings()
    expect(report.mock.calls).toEqual([['connecting']])
    expect(replica.replications).toHaveLength(2)
  })

  it('asks for the password when a request of replication is refused (401)', async () => {
    const { report } = await start([])
    await idle()
    report.mockClear()
    // Not CouchDB's own 'unauthorized' (a proxy's, say): still a refusal.
    replica.replication?.emit('error', { status: 401, name: 'unknown' })
    expect(report.mock.calls).toEqual([['authFailed']])
    expect(replica.replication?.cancelled).toBe(true)
  })

  it('says "Up to date" only once both directions have caught up', async () => {
    const { report } = await start([])
    await idle()
    report.mockClear()
    replica.replication?.push.emit('active')
    replica.replication?.push.emit('paused')
    expect(report.mock.calls).toEqual([['syncing']])
    replica.replication?.pull.emit('paused')
    await idle()
    expect(report.mock.calls).toEqual([['syncing'], ['upToDate']])
  })

  it('says "Up to date" only once storage shows what replication wrote', async () => {
    const { report } = await start([])
    await idle()
    const shownWhenUpToDate: unknown[] = []
    report.mockImplementation((status) => {
      if (status === 'upToDate') shownWhenUpToDate.push(stored())
    })
    // Replication pauses having written a record the replica's live feed has not reported yet.
    replica.write(edited(transaction('r1', T2), '1-b'))
    replica.replication?.push.emit('paused')
    replica.replication?.pull.emit('paused')
    await idle()
    expect(shownWhenUpToDate).toEqual([[transaction('r1', T2)]])

    // The feed's late news of it changes nothing.
    replica.bring(edited(transaction('r2', T3), '1-c'))
    await idle()
    expect(stored()).toEqual([transaction('r1', T2), transaction('r2', T3)])
  })
})

describe('the sync engine, matching records by what they are', () => {
  const BANK = 'bank\u0000["110000000:42","F1"]'
  const made = (id: string, at: string, fields: Record<string, unknown> = {}): StoredRecord => ({
    ...transaction(id, at),
    createdAt: at,
    ...fields,
  })
  const written = () => replica.writes.flat()

  it('moves a bank row an earlier version wrote under its id to its natural name', async () => {
    const row = made('100', T1, { bankId: 'F1', bankAccount: '110000000:42' })
    // toDoc's own key is the identity, as earlier versions named every document.
    replica.held = [{ ...toDoc('transactions', row, 'other-device', T1), _rev: '1-x' }]
    await start([row])
    await idle()
    expect(stored()).toEqual([row])
    const { userId: _owner, ...shared } = row
    void _owner
    expect(written()).toEqual([
      expect.objectContaining({ _id: docId('transactions', BANK), record: shared }),
      expect.objectContaining({
        _id: 'transactions:100',
        _rev: '1-x',
        _deleted: true,
        movedTo: BANK,
      }),
    ])
  })

  it('keeps both records of a conflict between two records given one id, re-homing the later', async () => {
    const first = made('1000', T1, { description: 'Imported' })
    const second = made('1000', T2, { description: 'Typed' })
    await start([])
    await idle()
    replica.bring(edited(first, '1-a'), [edited(second, '1-b')])
    await idle()
    expect(stored()).toEqual([first, { ...second, id: '1001', movedFrom: '1000' }])
    // The losing record's leaf leaves its document only with the record safe under its new id.
    const writes = written()
    expect(writes.filter((doc) => doc._id === 'transactions:1001')).toEqual([
      expect.objectContaining({ record: expect.objectContaining({ description: 'Typed' }) }),
    ])
    expect(writes.filter((doc) => doc._rev === '1-b')).toEqual([
      expect.objectContaining({ _id: 'transactions:1000', _deleted: true, movedTo: '1001' }),
    ])
    expect(writes.findIndex((doc) => doc._rev === '1-b')).toBeGreaterThan(
      writes.findIndex((doc) => doc._id === 'transactions:1001'),
    )
  })

  it('sends a deletion made while sync was off to a new replica, where it beats an older version', async () => {
    await start([], [{ key: 'r1', at: T2 }])
    await idle()
    expect(lastWrite()).toEqual([
      expect.objectContaining({ _id: 'transactions:r1', _deleted: true, updatedAt: T2 }),
    ])
    expect(lastWrite()?.[0]._rev).toBeUndefined()
    await pushCaughtUp()
    await pushCaughtUp()
    expect(pending()).toEqual([])

    // The server's older version arrives, in conflict with the deletion.
    const tombstone = { ...toTombstone('transactions', 'r1', 'this-device', T2), _rev: '1-t' }
    replica.bring(edited(transaction('r1', T1), '1-x'), [tombstone])
    await idle()
    expect(stored()).toEqual([])
    expect(written()).toContainEqual(
      expect.objectContaining({ _id: 'transactions:r1', _rev: '1-x', _deleted: true }),
    )
  })
})

describe('the sync engine with end-to-end encryption', () => {
  let keyring: Keyring
  let keyCheck: KeyCheckDoc
  beforeAll(async () => {
    ;({ keyring, doc: keyCheck } = await makeKeyCheck('correct horse battery'))
  })
  /** Sealing and opening go through Web Crypto, on Node's thread pool: they take time, not
   * turns of the event loop. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 250))
  const sealed = (doc: PouchDoc) => sealedCodec(keyring).seal(doc)
  const bothPaused = () => {
    replica.replication?.push.emit('paused')
    replica.replication?.pull.emit('paused')
  }
  /** Starts with r1 stored, the server's key check this device's, and replication caught up. */
  const upToDateWithR1 = async () => {
    server.localDocs.set('encryption', { ...keyCheck })
    const started = await start([transaction('r1', T1)], [], keyring)
    await settle()
    bothPaused()
    await settle()
    expect(started.report.mock.calls.at(-1)).toEqual(['upToDate'])
    return started
  }

  it('never applies a document whose box does not open, and says "Sync error" until a good one comes', async () => {
    server.localDocs.set('encryption', { ...keyCheck })
    replica.held = [await sealed(edited(transaction('r1', T1), '1-x'))]
    const { report } = await start([], [], keyring)
    await settle()
    expect(stored()).toEqual([transaction('r1', T1)])

    const changed = await sealed(edited(transaction('r1', T2, '99.00'), '2-y'))
    const box = String(changed.box)
    replica.bring({
      ...changed,
      box: `${box.slice(0, 30)}${box[30] === 'A' ? 'B' : 'A'}${box.slice(31)}`,
    })
    await settle()
    expect(stored()).toEqual([transaction('r1', T1)])
    bothPaused()
    await settle()
    expect(report.mock.calls.at(-1)).toEqual(['error'])

    replica.bring(await sealed(edited(transaction('r1', T3, '12.00'), '3-z')))
    await settle()
    expect(stored()).toEqual([transaction('r1', T3, '12.00')])
    bothPaused()
    await settle()
    expect(report.mock.calls.at(-1)).toEqual(['upToDate'])
  })

  it("opens a live message's documents together as it arrives, and not its own writes coming back", async () => {
    server.localDocs.set('encryption', { ...keyCheck })
    let opening = 0
    let most = 0
    const opened: string[] = []
    jest.mocked(workerCodec).mockImplementation((keys) => {
      const codec = sealedCodec(keys)
      return {
        ...codec,
        async open(doc) {
          opened.push(doc._id)
          most = Math.max(most, (opening += 1))
          try {
            return await codec.open(doc)
          } finally {
            opening -= 1
          }
        },
      }
    })
    await start([transaction('r1', T1)], [], keyring)
    await settle()
    const [sent] = lastWrite() ?? []
    opened.length = 0

    const theirs = await Promise.all(
      ['r2', 'r3', 'r4'].map((id) => sealed(edited(transaction(id, T2), `1-${id}`))),
    )
    // One message of the worker's: this device's write coming back, and three others'.
    replica.bring({ ...sent, _rev: '1-w' })
    for (const doc of theirs) replica.bring(doc)
    await settle()
    expect(stored().map((record) => record.id)).toEqual(['r1', 'r2', 'r3', 'r4'])
    expect(opened).toHaveLength(3)
    expect(opened).not.toContain(sent._id)
    expect(most).toBe(3)
  })

  it('writes what it sends sealed: no record field in any document', async () => {
    server.localDocs.set('encryption', { ...keyCheck })
    await start([transaction('r1', T1, '432.10')], [], keyring)
    await settle()
    const sent = replica.writes.flat()
    expect(sent).toHaveLength(1)
    expect(Object.keys(sent[0]).sort()).toEqual(['_id', 'box'])
    // The id is a keyed hash; the box, once decoded, is ciphertext (random bytes, so the base64
    // text itself may spell anything).
    expect(sent[0]._id).toMatch(/^transactions:[\w-]{43}$/)
    const boxed = String.fromCharCode(...fromBase64(String(sent[0].box)))
    for (const plain of ['"r1"', '432.10', 'Food', 'expense']) expect(boxed).not.toContain(plain)
  })

  it('moves nothing when the server names other keys (a passphrase changed elsewhere)', async () => {
    const { doc: other } = await makeKeyCheck('a new passphrase here')
    server.localDocs.set('encryption', { ...other })
    const { report, applyRemote, keysChanged } = await start([transaction('r1', T1)], [], keyring)
    await settle()
    expect(report.mock.calls.at(-1)).toEqual(['wrongPassphrase'])
    expect(keysChanged).toHaveBeenCalledWith(other.check)
    expect(replica.replication).toBeUndefined()
    expect(applyRemote).not.toHaveBeenCalled()
    expect(replica.writes).toEqual([])
  })

  it('keeps saying "Wrong encryption passphrase" over the documents the new keys sealed', async () => {
    const { report, keysChanged } = await upToDateWithR1()

    // Another device changed the passphrase (rekey.ts): its key check first, then each record
    // sealed again; replication brings them in that order, and this device's keys open none.
    const made = await makeKeyCheck('a brand new passphrase')
    const resealed = await sealedCodec(made.keyring).seal(edited(transaction('r1', T1), '1-n'))
    replica.bring({ ...made.doc, _rev: '2-k' })
    replica.bring(resealed)
    await settle()
    expect(keysChanged).toHaveBeenCalledWith(made.doc.check)
    expect(report.mock.calls.at(-1)).toEqual(['wrongPassphrase'])
    expect(stored()).toEqual([transaction('r1', T1)])
  })

  it('replicates only once the server has shown its key check (a device started offline)', async () => {
    // While this device was offline, another changed the passphrase.
    const { doc: other } = await makeKeyCheck('a new passphrase here')
    server.localDocs.set('encryption', { ...other })
    let reachable = false
    jest.mocked(openServerDatabase).mockImplementation(() => {
      const db = server.asDatabase()
      const get = (id: string) =>
        reachable ? db.get(id) : Promise.reject(new TypeError('Failed to fetch'))
      return { ...db, get: get as Database['get'] }
    })
    jest.mocked(currentSession).mockResolvedValue({ kind: 'offline' })
    const { report, keysChanged } = await start([transaction('r1', T1)], [], keyring)
    await settle()
    expect(report.mock.calls.at(-1)).toEqual(['offline'])
    expect(replica.replication).toBeUndefined()

    // Back online: the key check comes first, and replication (which would send what the old
    // keys sealed) never starts.
    reachable = true
    jest.mocked(currentSession).mockResolvedValue({ kind: 'ok', name: 'ada' })
    window.dispatchEvent(new Event('online'))
    await settle()
    expect(replica.replication).toBeUndefined()
    expect(keysChanged).toHaveBeenCalledWith(other.check)
    expect(report.mock.calls.at(-1)).toEqual(['wrongPassphrase'])
  })

  it('reads the key check again before replicating after the connection was lost', async () => {
    const { report, keysChanged } = await upToDateWithR1()
    replica.replication?.emit('error', { message: 'Failed to fetch' })
    expect(report.mock.calls.at(-1)).toEqual(['offline'])

    // Meanwhile another device changed the passphrase. Back online, replication (which would
    // send what the old keys sealed) does not start again.
    const { doc: other } = await makeKeyCheck('a new passphrase here')
    server.localDocs.set('encryption', { ...other })
    window.dispatchEvent(new Event('online'))
    await settle()
    expect(replica.replications).toHaveLength(1)
    expect(keysChanged).toHaveBeenCalledWith(other.check)
    expect(report.mock.calls.at(-1)).toEqual(['wrongPassphrase'])
  })

  it('keeps a deletion the server never had when new keys empty the replica', async () => {
    // A destroyed replica is an empty one from then on, as with PouchDB.
    jest.mocked(openDatabase).mockImplementation(() => {
      const db = replica.asDatabase()
      const destroy = async () => {
        replica = new FakeReplica()
      }
      return { ...db, destroy }
    })
    server.localDocs.set('encryption', { ...keyCheck })
    replica.localDocs.set('_local/sealed-by', { _id: '_local/sealed-by', check: keyring.check })
    replica.held = [await sealed(edited(transaction('r1', T1), '1-x'))]
    // Offline, the person deletes r1: its tombstone reaches the replica, never the server.
    await start([], [{ key: 'r1', at: T2 }], keyring)
    await settle()
    expect(stored()).toEqual([])
    expect(pending()).toEqual([{ key: 'r1', at: T2 }])
    const notes = pending()
    await engine?.stop()
    engine = null

    // Meanwhile another device changed the passphrase; given the new one, this device starts
    // on an empty replica, and the server's copy of r1 (sealed again) arrives.
    const made = await makeKeyCheck('a brand new passphrase')
    server.localDocs.set('encryption', { ...made.doc })
    await start([], notes, made.keyring)
    await settle()
    replica.bring(await sealedCodec(made.keyring).seal(edited(transaction('r1', T1), '1-n')))
    await settle()
    expect(stored()).toEqual([])
    const opened = await Promise.all(
      replica.writes.flat().map((doc) => sealedCodec(made.keyring).open(doc)),
    )
    expect(opened).toContainEqual(
      expect.objectContaining({ doc: expect.objectContaining({ _deleted: true, updatedAt: T2 }) }),
    )
  })

  it('stops saying "Sync error" once a passphrase change finished elsewhere leaves a bare deletion where the refused box was', async () => {
    server.localDocs.set('encryption', { ...keyCheck })
    const { report } = await start([], [], keyring)
    await settle()
    // A change cut off: this device has the new keys, one document is still under the old.
    const old = await makeKeyCheck('the old passphrase here')
    const unmoved = await sealedCodec(old.keyring).seal(edited(transaction('r9', T1), '1-o'))
    replica.bring(unmoved)
    await settle()
    bothPaused()
    await settle()
    expect(report.mock.calls.at(-1)).toEqual(['error'])

    // Another device finishes it: the old document bare-deleted, its record moved.
    replica.bring({ _id: unmoved._id, _rev: '2-d', _deleted: true })
    replica.bring(await sealed(edited(transaction('r9', T1), '1-o')))
    await settle()
    bothPaused()
    await settle()
    expect(stored().map((record) => record.id)).toEqual(['r9'])
    expect(report.mock.calls.at(-1)).toEqual(['upToDate'])
  })

  it('keeps a deletion noted over a push catching up with a batch begun before it', async () => {
    server.localDocs.set('encryption', { ...keyCheck })
    replica.localDocs.set('_local/sealed-by', { _id: '_local/sealed-by', check: keyring.check })
    replica.held = [await sealed(edited(transaction('r1', T1), '1-x'))]
    await start([transaction('r1', T1)], [], keyring)
    await settle()
    // The push is busy with an earlier batch when the person deletes r1 here.
    replica.replication?.push.emit('active')
    localStorage.setItem(collection.key, JSON.stringify([]))
    localStorage.setItem(
      `journal_${OWNER}`,
      JSON.stringify([{ collection: 'transactions', id: 'r1', born: '', at: T2 }]),
    )
    engine?.localChanged('transactions')
    await settle()
    expect(lastWrite()).toEqual([expect.objectContaining({ _id: expect.any(String) })])
    // That batch done, the push pauses before its feed has told it of the tombstone.
    await pushCaughtUp()
    expect(pending()).toEqual([{ key: 'r1', at: T2 }])
    // Caught up again: sent.
    await pushCaughtUp()
    expect(pending()).toEqual([])
  })

  it('unencrypted, moves nothing into a database whose data is encrypted', async () => {
    server.localDocs.set('encryption', { ...keyCheck })
    const { report } = await start([transaction('r1', T1)])
    await settle()
    expect(report.mock.calls.at(-1)).toEqual(['passphraseNeeded'])
    expect(replica.replication).toBeUndefined()
    expect(replica.writes).toEqual([])
  })
})
