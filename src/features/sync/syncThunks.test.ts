import { makeTestStore } from '../../test/renderWithProviders'
import { writeSyncSettings } from './syncSettings'
import { userSignedIn } from '../auth/authSlice'
import { selectAllTransactions } from '../transactions/transactionsSlice'
import { record } from '../../test/fixtures'
import { runSync } from './syncCoordinator'
import { startSyncing } from './syncThunks'
import { transactionsBinding } from '../transactions/transactionsStorage'
import { preparingWrite } from '../../storage/collectionStore'
import { nextTask, runAtOnce } from '../../lib/tasks'
import type { RecordOp } from '../../storage/recordOps'

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

  describe('a large write, worked out ahead (see storageBridge)', () => {
    const ops: RecordOp[] = [
      { type: 'add', record: { ...record({ userId: ada.id, description: "Ada's" }) } },
    ]
    function adaSyncing() {
      writeSyncSettings(ada.id, {
        server: 'https://couch.example.com',
        username: 'ada',
        deviceId: 'd1',
      })
      const store = makeTestStore()
      store.dispatch(userSignedIn(ada))
      store.dispatch(startSyncing())
      const [options] = jest.mocked(runSync).mock.calls[0]
      const prepared = runAtOnce(preparingWrite(transactionsBinding.storage(ada.id), [], ops))
      const shown = () => selectAllTransactions(store.getState()).map((t) => t.description)
      return { store, options, prepared, shown }
    }

    it('is stored at once and shown a task later', async () => {
      const { options, prepared, shown } = adaSyncing()
      options.applyRemote('transactions', () => ops, prepared)
      expect(localStorage.getItem('transactions_A')).toBe(prepared?.text)
      expect(shown()).toEqual([])
      await nextTask()
      expect(shown()).toEqual(["Ada's"])
    })

    it('is shown before the status that follows it, "Up to date"', () => {
      const { store, options, prepared, shown } = adaSyncing()
      options.applyRemote('transactions', () => ops, prepared)
      options.report('upToDate')
      expect(store.getState().sync.status).toBe('upToDate')
      expect(shown()).toEqual(["Ada's"])
    })

    it('is never shown once Bob is signed in', async () => {
      const { store, options, prepared, shown } = adaSyncing()
      options.applyRemote('transactions', () => ops, prepared)
      store.dispatch(userSignedIn(bob))
      await nextTask()
      expect(shown()).toEqual([])
    })
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
