import { occurrenceAt } from '../calendar'
import { toDoc } from '../../sync/docs'
import { FakeReplica } from '../../sync/engine/fakeReplica'
import { openDatabase, openServerDatabase } from '../../sync/engine/pouch'
import { stopSync } from '../../sync/syncCoordinator'
import { addDays, todayIso } from '../../../lib/dates'
import { writeSyncSettings } from '../../sync/syncSettings'
import {
  record,
  ruleRecord,
  seedRules,
  seedSession,
  seedTransactions,
  storedJson,
} from '../../../test/fixtures'
import { makeReadyStore } from '../../../test/renderWithProviders'
import { runCatchUpClock } from './clock'

jest.mock('../../sync/engine/pouch', () => ({
  openDatabase: jest.fn(),
  openServerDatabase: jest.fn(),
}))

const ada = { id: 'u1', name: 'Ada' }
const BASE = 'https://couch.example.com'
const old = record({ userId: ada.id, description: 'Old', date: '2020-01-01' })
// Due today as this device last saw it. Another device has since added today's occurrence,
// moved the rule on to next month, and deleted that occurrence.
const rent = ruleRecord()
const movedOn = { ...rent, next: occurrenceAt({ every: 'month', start: todayIso() }, 1) }

let replica: FakeReplica

const descriptions = () =>
  (storedJson(`transactions_${ada.id}`) as { description: string }[]).map((r) => r.description)
const idle = () => new Promise((resolve) => setTimeout(resolve, 0))

function serverSays(session: 'signedIn' | 'unreachable') {
  jest
    .spyOn(window, 'fetch')
    .mockImplementation(async () =>
      session === 'signedIn'
        ? new Response(JSON.stringify({ ok: true, userCtx: { name: 'ada' } }))
        : Promise.reject(new TypeError('Failed to fetch')),
    )
}

beforeEach(() => {
  // The sync engine paces itself by the clock: a reconciliation that takes long on a busy
  // machine goes on in later tasks (engine.test.ts covers that). Here the clock stands still,
  // so the engine is done when `idle` says so, however slow the machine.
  jest.spyOn(performance, 'now').mockReturnValue(0)
  replica = new FakeReplica()
  jest.mocked(openDatabase).mockImplementation(() => replica.asDatabase())
  jest.mocked(openServerDatabase).mockImplementation(() => new FakeReplica().asDatabase())
  seedSession(ada)
  seedTransactions(ada.id, [old])
  seedRules(ada.id, [rent])
  writeSyncSettings(ada.id, { server: BASE, username: 'ada', deviceId: 'b', pending: {} })
  // This device synced the rule before, as it was then.
  replica.held = [{ ...toDoc('recurring', rent, 'a', String(rent.updatedAt)), _rev: '1-a' }]
})

afterEach(() => {
  stopSync()
  jest.restoreAllMocks()
})

describe('the catch-up of recurring transactions with sync on', () => {
  it('waits for what the server holds, so an occurrence another device deleted stays deleted', async () => {
    serverSays('signedIn')
    const { store } = await makeReadyStore()
    await idle()
    expect(descriptions()).toEqual(['Old'])
    expect(store.getState().catchUp.status).toBe('awaitingSync')

    replica.bring({ ...toDoc('recurring', movedOn, 'a', String(rent.updatedAt)), _rev: '2-b' })
    replica.replication?.push.emit('paused')
    replica.replication?.pull.emit('paused')
    await idle()
    expect(store.getState().sync.status).toBe('upToDate')
    expect(store.getState().catchUp.status).toBe('idle')
    expect(descriptions()).toEqual(['Old'])
  })

  it('adds what came due once the server cannot be reached', async () => {
    serverSays('unreachable')
    const { store } = await makeReadyStore()
    await idle()
    expect(store.getState().sync.status).toBe('offline')
    expect(descriptions()).toEqual(['Old', 'Flat'])
  })
})

describe('the catch-up of a page seen again after a sleep, with sync on', () => {
  const monday = new Date(2026, 2, 9, 12)
  const tuesday = addDays(todayIso(monday), 1)
  // Weekly, first due on Tuesday as this device knows it. While it slept, another device added
  // Tuesday's occurrence, moved the rule on a week and deleted that occurrence.
  const weekly = ruleRecord({ every: 'week', start: tuesday, next: tuesday })
  const weekLater = { ...weekly, next: addDays(tuesday, 7) }
  let stopClock: () => void

  /** A page open since Monday, up to date then, seen again on Tuesday morning. */
  async function wakeOnTuesday() {
    serverSays('signedIn')
    const { store } = await makeReadyStore()
    stopClock = runCatchUpClock(store)
    await idle()
    replica.replication?.push.emit('paused')
    replica.replication?.pull.emit('paused')
    await idle()
    expect(store.getState().sync.status).toBe('upToDate')
    const roundsBefore = replica.replications.length
    jest.setSystemTime(new Date(2026, 2, 10, 9))
    document.dispatchEvent(new Event('visibilitychange'))
    expect(store.getState().catchUp.status).toBe('awaitingSync')
    // "Sync now": a new round of replication, once the server's checks have answered.
    await idle()
    expect(replica.replications.length).toBe(roundsBefore + 1)
    expect(store.getState().catchUp.status).toBe('awaitingSync')
    return store
  }

  beforeEach(() => {
    // Only the date: the engine and the listeners run on real timers.
    jest.useFakeTimers({
      now: monday,
      doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate'],
    })
    seedRules(ada.id, [weekly])
    replica.held = [{ ...toDoc('recurring', weekly, 'a', String(weekly.updatedAt)), _rev: '1-a' }]
  })

  afterEach(() => {
    stopClock()
    jest.useRealTimers()
  })

  it('awaits a fresh round of sync, so an occurrence deleted meanwhile stays deleted', async () => {
    await wakeOnTuesday()
    replica.bring({ ...toDoc('recurring', weekLater, 'a', String(weekly.updatedAt)), _rev: '2-b' })
    replica.replication?.pull.emit('paused')
    replica.replication?.push.emit('paused')
    await idle()
    expect(descriptions()).toEqual(['Old'])
  })

  it('runs once a round that brings nothing ends, "Up to date" as before', async () => {
    const store = await wakeOnTuesday()
    // A new replication with nothing to do only pauses, in both directions.
    replica.replication?.push.emit('paused')
    replica.replication?.pull.emit('paused')
    await idle()
    expect(store.getState().catchUp.status).toBe('idle')
    expect(descriptions()).toEqual(['Old', 'Flat'])
  })
})
