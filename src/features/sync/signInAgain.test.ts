import { waitFor } from '@testing-library/react'
import { writeSyncSettings } from './syncSettings'
import { seedSession } from '../../test/fixtures'
import { makeReadyStore } from '../../test/renderWithProviders'
import { stopSync } from './syncCoordinator'
import type { SyncStatus } from './syncSlice'
import { turnOnSync } from './syncThunks'

const ada = { id: 'A', name: 'Ada' }
const server = 'https://couch.example.com'

/** Another tab of Ada's holds the sync lock and runs the engine; this tab only shows its status. */
function leadingTabElsewhere() {
  Object.defineProperty(navigator, 'locks', {
    configurable: true,
    value: { request: () => new Promise(() => undefined) },
  })
  const channel = new BroadcastChannel(`finance-tracker-sync:${ada.id}`)
  // Its engine gave up when the server's session ended; asked to sync, it signs in afresh with
  // the cookie the sign-in here set.
  let status: SyncStatus = 'authFailed'
  channel.onmessage = ({ data }: MessageEvent<{ type: string }>) => {
    if (data.type === 'syncNow') status = 'upToDate'
    if (data.type === 'ask' || data.type === 'syncNow')
      channel.postMessage({ type: 'status', status })
  }
  return channel
}

afterEach(() => {
  stopSync()
  Reflect.deleteProperty(navigator, 'locks')
})

describe('signing in to the sync server again', () => {
  it('gets sync going in a tab that does not run it', async () => {
    writeSyncSettings(ada.id, { server, username: 'ada', deviceId: 'd1', pending: {} })
    seedSession(ada)
    const leader = leadingTabElsewhere()
    const { store } = await makeReadyStore()
    await waitFor(() => expect(store.getState().sync.status).toBe('authFailed'))

    jest.spyOn(window, 'fetch').mockImplementation(async (url) => {
      // The session is opened; the database has no key-check document and holds nothing
      // sealed: it is plain.
      const { pathname } = new URL(String(url))
      if (pathname.endsWith('/_session'))
        return new Response(JSON.stringify({ ok: true, name: 'ada' }))
      if (pathname.endsWith('/_changes'))
        return new Response(JSON.stringify({ results: [], last_seq: 0 }))
      return new Response(JSON.stringify({ error: 'not_found' }), { status: 404 })
    })
    const outcome = await store.dispatch(
      turnOnSync({ server, username: 'ada', password: 'pw', passphrase: null }),
    )
    expect(outcome).toEqual({ ok: true })
    await waitFor(() => expect(store.getState().sync.status).toBe('upToDate'))
    leader.close()
  })
})
