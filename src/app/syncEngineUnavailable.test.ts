import { stopSync } from '../features/sync/syncCoordinator'
import { writeSyncSettings } from '../features/sync/syncSettings'
import {
  record,
  ruleRecord,
  seedRules,
  seedSession,
  seedTransactions,
  storedJson,
} from '../test/fixtures'
import { makeReadyStore } from '../test/renderWithProviders'

// The engine's chunk cannot be fetched: the connection went before the service worker kept
// the app, on the visit that turned sync on.
jest.mock('../features/sync/engine/engine', () => {
  throw new Error('Loading chunk sync failed.')
})

const ada = { id: 'u1', name: 'Ada' }
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  seedSession(ada)
  seedTransactions(ada.id, [record({ userId: ada.id, description: 'Old', date: '2020-01-01' })])
  seedRules(ada.id, [ruleRecord()])
  writeSyncSettings(ada.id, {
    server: 'https://couch.example.com',
    username: 'ada',
    deviceId: 'b',
    pending: {},
  })
})

afterEach(() => stopSync())

it('says Offline, not "Connecting…" for ever, and the recurring catch-up runs', async () => {
  const { store } = await makeReadyStore()
  for (let turn = 0; turn < 5; turn += 1) await settle()

  expect(store.getState().sync.status).toBe('offline')
  const stored = storedJson(`transactions_${ada.id}`) as { description: string }[]
  expect(stored.map((entry) => entry.description)).toEqual(['Old', 'Flat'])
})
