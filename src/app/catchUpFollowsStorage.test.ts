import { occurrenceAt } from '../features/recurring/calendar'
import { syncStatusChanged } from '../features/sync/syncSlice'
import { todayIso } from '../lib/dates'
import { writeSyncSettings } from '../storage/syncSettings'
import {
  record,
  ruleRecord,
  seedRules,
  seedSession,
  seedTransactions,
  storedJson,
} from '../test/fixtures'
import { makeReadyStore } from '../test/renderWithProviders'

// Another tab leads sync: this one only shows the status it broadcasts.
jest.mock('../features/sync/syncCoordinator', () => ({
  runSync: jest.fn(),
  stopSync: jest.fn(),
  syncNowEverywhere: jest.fn(),
  noteLocalChange: jest.fn(),
}))

const ada = { id: 'u1', name: 'Ada' }
// Due today as this tab last read it. Another device has since added today's occurrence,
// moved the rule on to next month, and deleted that occurrence.
const rent = ruleRecord()
const movedOn = { ...rent, next: occurrenceAt({ every: 'month', start: todayIso() }, 1) }

const descriptions = () =>
  (storedJson(`transactions_${ada.id}`) as { description: string }[]).map((r) => r.description)
const idle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
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
})
