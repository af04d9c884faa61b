import { transactionsBinding } from '../../transactions/transactionsStorage'
import { writeSyncSettings } from '../syncSettings'
import { writeCollection } from '../../../storage/collectionStore'
import { currentSession } from '../couchSession'
import { makeKeyCheck, type KeyCheckDoc, type Keyring } from '../crypto/keyCheck'
import { sealedCodec } from './docCodec'
import { startEngine, type Engine } from './engine'
import { FakeReplica } from './fakeReplica'
import { openDatabase, openServerDatabase, workerCodec } from './pouch'
import type { Database } from './pouchApi'

// A server that takes connections and answers none: PouchDB's requests have no time limit, so
// the engine sets its own on the checks it waits for before replicating.

jest.mock('./pouch', () => ({
  openDatabase: jest.fn(),
  openServerDatabase: jest.fn(),
  workerCodec: jest.fn(),
}))
jest.mock('../couchSession', () => ({
  ...jest.requireActual('../couchSession'),
  currentSession: jest.fn(),
}))

const account = { server: 'https://couch.example.com', username: 'ada', deviceId: 'this-device' }
const collection = transactionsBinding.storage('me')
let replica: FakeReplica
let server: FakeReplica
let engines: Engine[] = []
/** Server reads taken and not answered yet, each answered when called; `stallNextGet` holds
 * the next one back. */
let held: (() => void)[] = []
let stallNextGet = false
/** The statuses the app is told, whichever engine tells them (as syncCoordinator passes on). */
let shown: string[] = []
let oldKeys: { keyring: Keyring; doc: KeyCheckDoc }
let newKeys: { keyring: Keyring; doc: KeyCheckDoc }

beforeAll(async () => {
  oldKeys = await makeKeyCheck('correct horse battery')
  newKeys = await makeKeyCheck('a brand new passphrase')
})

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['performance'] })
  jest.spyOn(performance, 'now').mockReturnValue(0)
  replica = new FakeReplica()
  server = new FakeReplica()
  held = []
  stallNextGet = false
  shown = []
  jest.mocked(openDatabase).mockImplementation(() => ({
    ...replica.asDatabase(),
    destroy: async () => void (replica = new FakeReplica()),
  }))
  jest.mocked(openServerDatabase).mockImplementation(() => {
    const db = server.asDatabase()
    const get = (id: string) => {
      if (!stallNextGet) return db.get(id)
      stallNextGet = false
      return new Promise((ok, fail) => held.push(() => void db.get(id).then(ok, fail)))
    }
    return { ...db, get: get as Database['get'] }
  })
  jest.mocked(workerCodec).mockImplementation(sealedCodec)
  jest.mocked(currentSession).mockResolvedValue({ kind: 'ok', name: 'ada' })
})

afterEach(async () => {
  await jest.advanceTimersByTimeAsync(20_000)
  for (const engine of engines) await engine.stop()
  engines = []
  jest.restoreAllMocks()
  jest.useRealTimers()
})

async function start(keyring: Keyring | null) {
  localStorage.setItem(collection.key, '[]')
  writeSyncSettings('me', account)
  const keysChanged = jest.fn()
  const engine = await startEngine({
    ownerId: 'me',
    account,
    base: account.server,
    keyring,
    keysChanged,
    collections: [{ name: 'transactions', collection }],
    report: (status) => void shown.push(status),
    applyRemote: (_name, plan) => writeCollection(collection, plan),
    pendingChanges: () => [],
    settleChanges: () => undefined,
  })
  engines.push(engine)
  await jest.advanceTimersByTimeAsync(100)
  expect(replica.replications).toHaveLength(1)
  return { engine, keysChanged }
}

/** A request of replication fails; beginning again, the key check asked for is not answered. */
function dropWithKeyCheckStalled() {
  stallNextGet = true
  replica.replication?.emit('error', { message: 'Failed to fetch' })
}

it('stops waiting for a key check the server never answers, says "Offline", and goes on', async () => {
  await start(null)
  dropWithKeyCheckStalled()
  window.dispatchEvent(new Event('online'))
  await jest.advanceTimersByTimeAsync(19_999)
  expect(shown.at(-1)).toBe('connecting')
  await jest.advanceTimersByTimeAsync(1)
  expect(shown.at(-1)).toBe('offline')
  // The queue is free again: the connection's return begins again at once.
  window.dispatchEvent(new Event('online'))
  await jest.advanceTimersByTimeAsync(0)
  expect(replica.replications).toHaveLength(2)
})

it('stops at once while a key check is under way', async () => {
  const { engine } = await start(null)
  dropWithKeyCheckStalled()
  await jest.advanceTimersByTimeAsync(10_000)
  expect([shown.at(-1), held.length]).toEqual(['connecting', 1])
  let stopped = false
  void engine.stop().then(() => (stopped = true))
  await jest.advanceTimersByTimeAsync(0)
  expect(stopped).toBe(true)
})

it('stops at once while the session check is under way', async () => {
  const { engine } = await start(null)
  jest.mocked(currentSession).mockReturnValue(new Promise(() => {}))
  replica.replication?.emit('error', { message: 'Failed to fetch' })
  await jest.advanceTimersByTimeAsync(10_000)
  expect(shown.at(-1)).toBe('connecting')
  let stopped = false
  void engine.stop().then(() => (stopped = true))
  await jest.advanceTimersByTimeAsync(0)
  expect(stopped).toBe(true)
})

it('acts on nothing a key check given up on says after its engine stopped', async () => {
  server.localDocs.set('encryption', { ...oldKeys.doc })
  const old = await start(oldKeys.keyring)
  dropWithKeyCheckStalled()
  await jest.advanceTimersByTimeAsync(30_000)
  expect([shown.at(-1), held.length]).toEqual(['offline', 1])
  // The passphrase is changed on this device: its engine stops, one with the new keys starts.
  server.localDocs.set('encryption', { ...newKeys.doc, _rev: '0-2' })
  await old.engine.stop()
  engines = engines.filter((one) => one !== old.engine)
  await start(newKeys.keyring)
  replica.replication?.push.emit('paused')
  replica.replication?.pull.emit('paused')
  await jest.advanceTimersByTimeAsync(100)
  expect(shown.at(-1)).toBe('upToDate')

  // The old engine's request is answered at last: it names keys the old engine lacks.
  held[0]()
  await jest.advanceTimersByTimeAsync(100)
  expect(shown.at(-1)).toBe('upToDate')
  expect(old.keysChanged).not.toHaveBeenCalled()
})
