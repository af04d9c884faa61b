import { makeTestStore } from '../../test/renderWithProviders'
import { writeSyncSettings } from './syncSettings'
import { userSignedIn } from '../auth/authSlice'
import { selectAllTransactions } from '../transactions/transactionsSlice'
import { record } from '../../test/fixtures'
import { runSync } from './syncCoordinator'
import { startSyncing } from './syncThunks'

jest.mock('./syncCoordinator')

const ada = { id: 'A', name: 'Ada' }
const bob = { id: 'B', name: 'Bob' }

describe('startSyncing', () => {
  it("never shows what Ada's sync brings once Bob is signed in", () => {
    writeSyncSettings(ada.id, {
      server: 'https://couch.example.com',
      username: 'ada',
      deviceId: 'd1',
      pending: {},
    })
    const store = makeTestStore()
    store.dispatch(userSignedIn(ada))
    store.dispatch(startSyncing())
    const [options] = jest.mocked(runSync).mock.calls[0]

    store.dispatch(userSignedIn(bob))
    options.applyRemote('transactions', () => [
      { type: 'add', record: { ...record({ userId: ada.id, description: "Ada's" }) } },
    ])
    expect(selectAllTransactions(store.getState())).toEqual([])
  })

  it('says "Sync error" rather than "Connecting…" for ever when the stored address is refused', () => {
    // An address no version of the form accepts, say edited by hand.
    writeSyncSettings(ada.id, {
      server: 'ftp://couch.example.com',
      username: 'ada',
      deviceId: 'd1',
      pending: {},
    })
    const store = makeTestStore()
    store.dispatch(userSignedIn(ada))
    store.dispatch(startSyncing())
    expect(runSync).not.toHaveBeenCalled()
    expect(store.getState().sync.status).toBe('error')
  })
})
