import { occurrenceAt } from '../calendar'
import * as coordinator from '../../sync/syncCoordinator'
import { syncStatusChanged } from '../../sync/syncSlice'
import { todayIso } from '../../../lib/dates'
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
import { catchUpAfterSync } from './catchUpRuns'
import { SYNC_WAIT_LIMIT_MS } from './catchUpListening'

const ada = { id: 'u1', name: 'Ada' }
// Due today as this tab last read it. Another device has since added today's occurrence,
// moved the rule on to next month, and deleted that occurrence.
const rent = ruleRecord()
const movedOn = { ...rent, next: occurrenceAt({ every: 'month', start: todayIso() }, 1) }

const descriptions = () =>
  (storedJson(`transactions_${ada.id}`) as { description: string }[]).map((r) => r.description)
const idle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  // Another tab leads sync: this one only shows the status it broadcasts. (The store's modules
  // are loaded before this file runs, so a jest.mock of the module would not reach them.)
  jest.spyOn(coordinator, 'runSync').mockImplementation(() => undefined)
  jest.spyOn(coordinator, 'syncNowEverywhere').mockImplementation(() => undefined)
  seedSession(ada)
  seedTransactions(ada.id, [record({ userId: ada.id, description: 'Old', date: '2020-01-01' })])
  seedRules(ada.id, [rent])
  writeSyncSettings(ada.id, {
    server: 'https://couch.example.com',
    username: 'ada',
    deviceId: 'b',
    pending: {},
  })
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('the catch-up in a tab that follows another tab’s sync', () => {
  it('plans from the rules storage holds, not from the older ones this tab shows', async () => {
    const { store } = await makeReadyStore()
    await idle()
    expect(store.getState().catchUp.status).toBe('awaitingSync')
    // The leading tab stored the server's rule, and its "Up to date" arrives here before the
    // storage event that would show that rule (two sources, in no guaranteed order).
    seedRules(ada.id, [movedOn])
    store.dispatch(syncStatusChanged('upToDate'))
    expect(store.getState().recurring[0].next).toBe(rent.next)
    expect(descriptions()).toEqual(['Old'])
  })

  it('asks the leading tab for a fresh round after a sleep, and awaits it a minute at most', async () => {
    const { store } = await makeReadyStore()
    await idle()
    store.dispatch(syncStatusChanged('upToDate'))
    expect(descriptions()).toEqual(['Old', 'Flat'])
    jest.mocked(coordinator.syncNowEverywhere).mockClear()
    // The leading tab is frozen in the background: no status comes.
    jest.useFakeTimers({ now: new Date(), doNotFake: ['queueMicrotask', 'nextTick'] })
    jest.setSystemTime(new Date(Date.now() + 35 * 86_400_000))
    store.dispatch(catchUpAfterSync())
    expect(coordinator.syncNowEverywhere).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(SYNC_WAIT_LIMIT_MS - 1)
    expect(store.getState().catchUp.status).toBe('awaitingSync')
    await jest.advanceTimersByTimeAsync(1)
    expect(store.getState().catchUp.status).toBe('idle')
    expect(descriptions()).toEqual(['Old', 'Flat', 'Flat'])
  })
})
