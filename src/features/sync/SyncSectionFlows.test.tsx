import { act, screen, waitFor, within } from '@testing-library/react'
import { renderWithProviders } from '../../test/renderWithProviders'
import { userLoggedOut, userSignedIn } from '../auth/authSlice'
import { SyncSection } from './SyncSection'
import type { SyncState } from './syncSlice'
import { writeSyncSettings } from './syncSettings'
import { makeKeyCheck, type Keyring } from './crypto/keyCheck'
import { changeKeys, type Rekeyed } from './engine/rekey'

// jsdom has no IndexedDB: the keys this device keeps live in a map here.
const kept = new Map<string, Keyring>()
jest.mock('./crypto/keyStore', () => ({
  keepKeyring: (owner: string, keyring: Keyring) => {
    kept.set(owner, keyring)
    return Promise.resolve()
  },
  keptKeyring: (owner: string) => Promise.resolve(kept.get(owner) ?? null),
  forgetKeyring: (owner: string) => {
    kept.delete(owner)
    return Promise.resolve()
  },
}))
// The running sync (PouchDB) is not this file's subject.
jest.mock('./syncCoordinator')
jest.mock('./engine/rekey', () => ({ changeKeys: jest.fn() }))
jest.mock('./engine/engine', () => ({ destroyReplica: () => Promise.resolve() }))

const ada = { id: 'A', name: 'Ada' }
const SERVER = 'https://couch.example.com'

function showSync(sync: SyncState) {
  return renderWithProviders(<SyncSection />, {
    preloadedState: { auth: { status: 'signedIn', user: ada }, sync },
  })
}

const json = (body: object, status = 200) => new Response(JSON.stringify(body), { status })

/** A server whose `_session` sign-in waits for `answer()`, and whose database is plain and
 * empty (or encrypted, with `keyCheck`). */
function slowServer(keyCheck: object | null = null) {
  let answer: () => void = () => undefined
  const fetch = jest.spyOn(window, 'fetch').mockImplementation(async (url, init) => {
    const path = new URL(String(url)).pathname
    if (path === '/_session' && init?.method === 'POST') {
      await new Promise<void>((resolve) => (answer = resolve))
      return json({ ok: true, name: 'ada' })
    }
    if (path === '/_session') return json({ ok: true, userCtx: { name: 'ada' } })
    if (path.endsWith('/encryption')) return keyCheck ? json(keyCheck) : json({}, 404)
    if (path.endsWith('/_changes')) return json({ results: [], last_seq: 0 })
    return json({ error: 'not_found' }, 404)
  })
  return { fetch, answer: () => answer() }
}

/** The form's server, username and sync password, filled in. */
async function fillAccount(user: ReturnType<typeof showSync>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Server address' }), SERVER)
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ada')
  await user.type(screen.getByLabelText('Sync password'), 'secret')
}

/** Ada's encrypted sync, on, with `keyring` kept here and the server holding `keyCheck`. */
function syncingAsAda(keyring: Keyring, keyCheck: object, status: SyncState['status']) {
  kept.set(ada.id, keyring)
  writeSyncSettings(ada.id, { server: SERVER, username: 'ada', deviceId: 'd1', encrypted: true })
  const server = slowServer(keyCheck)
  const { user } = showSync({
    status,
    target: { server: SERVER, username: 'ada', encrypted: true },
    on: true,
  })
  return { server, user }
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)))

afterEach(() => {
  jest.restoreAllMocks()
  kept.clear()
})

describe('turning sync off while it signs in again', () => {
  it('stays off, its keys forgotten, when "Turn off sync" is pressed during the sign-in', async () => {
    const { keyring } = await makeKeyCheck('the right passphrase')
    const { server, user } = syncingAsAda(keyring, keyring.doc, 'authFailed')
    // The session ended: the form asks again, the keys kept here need no passphrase.
    await user.type(screen.getByLabelText('Sync password'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Turn on sync' }))
    await waitFor(() => expect(server.fetch).toHaveBeenCalled())

    // The person changes their mind while the server takes its time.
    await user.click(screen.getByRole('button', { name: 'Turn off sync' }))
    expect(screen.getByRole('status')).toHaveTextContent('Sync is off')
    server.answer()
    await settle()

    expect(screen.getByRole('status')).toHaveTextContent('Sync is off')
    expect(screen.queryByRole('button', { name: 'Turn off sync' })).not.toBeInTheDocument()
    expect(localStorage.getItem('sync_A')).toBeNull()
    expect(kept.has(ada.id)).toBe(false)
  })
})

describe('the encryption passphrase length', () => {
  it('counts characters, not UTF-16 code units: five emoji are not 10 characters', async () => {
    const server = slowServer()
    const { user } = showSync({ status: 'off', target: null, on: false })
    await fillAccount(user)
    await user.click(screen.getByLabelText('Encryption passphrase'))
    await user.paste('🔑🔒🔓🗝🛡')
    await user.click(screen.getByRole('button', { name: 'Turn on sync' }))
    expect(await screen.findByText('Use at least 10 characters')).toBeInTheDocument()
    expect(server.fetch).not.toHaveBeenCalled()
  })
})

describe('the Change passphrase dialog', () => {
  const on: SyncState = {
    status: 'upToDate',
    target: { server: SERVER, username: 'ada', encrypted: true },
    on: true,
  }

  function changing() {
    writeSyncSettings(ada.id, { server: SERVER, username: 'ada', deviceId: 'd1', encrypted: true })
    let finish: (rekeyed: Rekeyed) => void = () => undefined
    jest
      .mocked(changeKeys)
      .mockImplementation(() => new Promise<Rekeyed>((resolve) => (finish = resolve)))
    return { finish: (rekeyed: Rekeyed) => finish(rekeyed) }
  }

  async function openAndSubmit(
    user: ReturnType<typeof showSync>['user'],
    current: string,
    next: string,
  ) {
    await user.click(screen.getByRole('button', { name: 'Change passphrase' }))
    const dialog = screen.getByRole('dialog', { name: 'Change passphrase' })
    await user.type(within(dialog).getByLabelText('Current passphrase'), current)
    await user.type(within(dialog).getByLabelText('New passphrase'), next)
    await user.click(within(dialog).getByRole('button', { name: 'Change passphrase' }))
    return dialog
  }

  it('cannot be cancelled while the change runs, and still tells how it ended', async () => {
    const rekey = changing()
    const { user } = showSync(on)
    await openAndSubmit(user, 'the old passphrase', 'the new passphrase')
    await waitFor(() => expect(changeKeys).toHaveBeenCalled())

    // Escape (or Cancel) does not stop a change the server is already making.
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Change passphrase' })).toBeInTheDocument()

    await act(async () => rekey.finish({ kind: 'offline' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check the address and your connection.',
    )
  })

  it('refuses a "new" passphrase that is the current one, before re-encrypting anything', async () => {
    changing()
    const { user } = showSync(on)
    const dialog = await openAndSubmit(user, 'the same passphrase', 'the same passphrase')
    await settle()
    expect(changeKeys).not.toHaveBeenCalled()
    expect(within(dialog).getByLabelText('New passphrase')).toHaveAttribute('aria-invalid', 'true')
  })
})

describe('another device changed the passphrase', () => {
  it('syncs again once given the new passphrase, the session still signed in', async () => {
    const old = await makeKeyCheck('the old passphrase')
    const changed = await makeKeyCheck('the new passphrase')
    const { server, user } = syncingAsAda(old.keyring, changed.doc, 'wrongPassphrase')
    expect(screen.getByRole('status')).toHaveTextContent('Wrong encryption passphrase')
    // "until given the new one": the passphrase is what this device lacks.
    await user.type(screen.getByLabelText('Encryption passphrase'), 'the new passphrase')
    await user.click(screen.getByRole('button', { name: 'Turn on sync' }))
    await waitFor(() => expect(kept.get(ada.id)?.check).toBe(changed.keyring.check), {
      timeout: 5000,
    })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).not.toHaveTextContent('Wrong encryption passphrase')
    expect(server.fetch).toHaveBeenCalled()
  })
})

describe('a server whose data is encrypted, the box unchecked', () => {
  it('keeps the sync password typed, so checking the box and giving the passphrase is enough', async () => {
    const { doc, keyring } = await makeKeyCheck('the right passphrase')
    const server = slowServer(doc)
    const { user } = showSync({ status: 'off', target: null, on: false })
    await fillAccount(user)
    await user.click(screen.getByRole('checkbox', { name: 'Encrypt end-to-end' }))
    await user.click(screen.getByRole('button', { name: 'Turn on sync' }))
    await waitFor(() => expect(server.fetch).toHaveBeenCalled())
    server.answer()
    expect(await screen.findByRole('status')).toHaveTextContent(
      "This server's data is encrypted: enter its passphrase",
    )
    expect(screen.getByLabelText('Sync password')).toHaveValue('secret')

    await user.click(screen.getByRole('checkbox', { name: 'Encrypt end-to-end' }))
    await user.type(screen.getByLabelText('Encryption passphrase'), 'the right passphrase')
    await user.click(screen.getByRole('button', { name: 'Turn on sync' }))
    // Signing in again with the password kept: the server's sign-in is asked a second time.
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(3))
    server.answer()
    await waitFor(() => expect(kept.get(ada.id)?.check).toBe(keyring.check), { timeout: 5000 })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('signing out while sync is turned on', () => {
  it("never shows Ada's sync server to Bob, who signed in meanwhile, nor turns hers on", async () => {
    const server = slowServer()
    const { user, store } = showSync({ status: 'off', target: null, on: false })
    await fillAccount(user)
    await user.click(screen.getByRole('checkbox', { name: 'Encrypt end-to-end' }))
    await user.click(screen.getByRole('button', { name: 'Turn on sync' }))
    await waitFor(() => expect(server.fetch).toHaveBeenCalled())

    act(() => {
      store.dispatch(userLoggedOut())
      store.dispatch(userSignedIn({ id: 'B', name: 'Bob' }))
    })
    server.answer()
    await settle()
    expect(store.getState().sync).toEqual({ status: 'off', target: null, on: false })
    expect(screen.queryByText(SERVER)).not.toBeInTheDocument()
    expect(localStorage.getItem('sync_A')).toBeNull()
  })
})
