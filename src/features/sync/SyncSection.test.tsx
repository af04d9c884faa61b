import { act, screen } from '@testing-library/react'
import { renderWithProviders } from '../../test/renderWithProviders'
import { SyncSection } from './SyncSection'
import { syncStatusChanged, type SyncState } from './syncSlice'
import { makeKeyCheck, type KeyCheckDoc } from './crypto/keyCheck'
import { toDoc, toTombstone } from './docs'
import { sealedCodec } from './engine/docCodec'
import type { PouchDoc } from './engine/pouchApi'

const ada = { id: 'A', name: 'Ada' }
const target = { server: 'https://couch.example.com', username: 'ada', encrypted: false }
const T = '2026-03-01T10:00:00.000Z'
const expense = (id: string) => ({
  id,
  amount: '12.50',
  type: 'expense',
  category: 'Food',
  date: '2026-03-01',
})

function showSync(sync: SyncState) {
  return renderWithProviders(<SyncSection />, {
    preloadedState: {
      auth: { status: 'signedIn', user: ada },
      sync,
    },
  })
}

/** Fills the form and turns sync on: unencrypted unless a passphrase is given. */
async function signIn(
  user: ReturnType<typeof showSync>['user'],
  password: string,
  passphrase: string | null = null,
) {
  const server = screen.getByRole('textbox', { name: 'Server address' })
  await user.clear(server)
  await user.type(server, target.server)
  const username = screen.getByRole('textbox', { name: 'Username' })
  await user.clear(username)
  await user.type(username, target.username)
  await user.type(screen.getByLabelText('Sync password'), password)
  const encrypt = screen.getByRole('checkbox', { name: 'Encrypt end-to-end' })
  if ((passphrase !== null) !== (encrypt as HTMLInputElement).checked) await user.click(encrypt)
  if (passphrase !== null)
    await user.type(screen.getByLabelText('Encryption passphrase'), passphrase)
  await user.click(screen.getByRole('button', { name: 'Turn on sync' }))
}

describe('the sync form', () => {
  afterEach(() => jest.restoreAllMocks())

  it('says why the first sign-in was refused, keeping what was typed but the password', async () => {
    jest.spyOn(window, 'fetch').mockResolvedValue(new Response('{}', { status: 401 }))
    const { user } = showSync({ status: 'off', target: null, on: false })
    await signIn(user, 'wrong')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server did not accept this username and password.',
    )
    expect(screen.getByRole('status')).toHaveTextContent('Sync sign-in failed')
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('ada')
    expect(screen.getByLabelText('Sync password')).toHaveValue('')
  })

  it('stays, saying so, when signing in again finds the server unreachable', async () => {
    jest.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    const { user } = showSync({ status: 'authFailed', target, on: true })
    await signIn(user, 'secret')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check the address and your connection.',
    )
    expect(screen.getByRole('status')).toHaveTextContent('Offline')
    expect(screen.getByLabelText('Sync password')).toBeInTheDocument()
  })

  it('gives way to the running sync once it works again, say after a sign-in in another tab', async () => {
    jest.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    const { user, store } = showSync({ status: 'authFailed', target, on: true })
    await signIn(user, 'secret')
    await screen.findByRole('alert')
    act(() => {
      store.dispatch(syncStatusChanged('upToDate'))
    })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Sync password')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeInTheDocument()
  })
})

describe('the sync form with end-to-end encryption', () => {
  afterEach(() => jest.restoreAllMocks())
  const off: SyncState = { status: 'off', target: null, on: false }

  /** A server that signs ada in and whose database holds `keyCheck` (or none, and `docs`,
   * whose changes feed lists deleted ones too). */
  function server(keyCheck: KeyCheckDoc | null, docs: PouchDoc[] = []) {
    return jest.spyOn(window, 'fetch').mockImplementation(async (url) => {
      const { pathname: path, searchParams } = new URL(String(url))
      const json = (body: object, status = 200) => new Response(JSON.stringify(body), { status })
      if (path === '/_session') return json({ ok: true, name: 'ada' })
      if (path.endsWith('/encryption')) {
        return keyCheck ? json(keyCheck) : json({ error: 'not_found' }, 404)
      }
      if (path.endsWith('/_changes')) {
        const since = Number(searchParams.get('since') ?? 0)
        const limit = Number(searchParams.get('limit') ?? docs.length)
        const page = docs.slice(since, since + limit)
        const results = page.map((doc, i) => ({ id: doc._id, seq: since + i + 1, doc }))
        return json({ results, last_seq: since + page.length })
      }
      return json({ error: 'not_found' }, 404)
    })
  }
  const readable = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ ...toDoc('transactions', expense(`r${i}`), 'd-1', T) }))
  const deletedPlainly = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ ...toTombstone('transactions', `r${i}`, 'd-1', T) }))
  /** What a passphrase change leaves of each document it moved: nothing but the deletion. */
  const bareDeletions = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      _id: `transaction:old${i}`,
      _rev: '2-x',
      _deleted: true,
    }))

  it('is on by default and asks for a passphrase of at least 10 characters before signing in', async () => {
    const fetch = server(null)
    const { user } = showSync(off)
    expect(screen.getByRole('checkbox', { name: 'Encrypt end-to-end' })).toBeChecked()
    await signIn(user, 'secret', 'too short')
    expect(await screen.findByText('Use at least 10 characters')).toBeInTheDocument()
    expect(screen.getByLabelText('Encryption passphrase')).toHaveAccessibleDescription(
      'Use at least 10 characters',
    )
    expect(fetch).not.toHaveBeenCalled()
    expect(localStorage.getItem('sync_A')).toBeNull()
  })

  it('says "Wrong encryption passphrase" once, and turns nothing on', async () => {
    const { doc } = await makeKeyCheck('the right passphrase')
    server(doc)
    const { user } = showSync(off)
    await signIn(user, 'secret', 'not the right one')
    expect(
      await screen.findByText('Wrong encryption passphrase', {}, { timeout: 5000 }),
    ).toHaveRole('status')
    expect(screen.getAllByText('Wrong encryption passphrase')).toHaveLength(1)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(localStorage.getItem('sync_A')).toBeNull()
  })

  it('asks for the passphrase of a server whose data is encrypted when the box is unchecked', async () => {
    const { doc } = await makeKeyCheck('the right passphrase')
    server(doc)
    const { user } = showSync(off)
    await signIn(user, 'secret')
    expect(await screen.findByRole('status')).toHaveTextContent(
      "This server's data is encrypted: enter its passphrase",
    )
    expect(localStorage.getItem('sync_A')).toBeNull()
  })

  it.each([
    ['already holds readable records', () => readable(12)],
    // Synced plainly before, every record since deleted: each tombstone keeps its record's id.
    ['holds only deleted records (their ids stay readable)', () => deletedPlainly(250)],
  ])('will not encrypt into a database that %s', async (_what, docs) => {
    server(null, docs())
    const { user } = showSync(off)
    await signIn(user, 'secret', 'a long enough passphrase')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This server's data is not encrypted: uncheck Encrypt end-to-end to sync with it.",
    )
    expect(localStorage.getItem('sync_A')).toBeNull()
  })

  it('never offers to sync plainly with encrypted data whose key check was deleted', async () => {
    const { keyring } = await makeKeyCheck('the right passphrase')
    const sealed = await Promise.all(readable(3).map((doc) => sealedCodec(keyring).seal(doc)))
    // A passphrase change's bare deletions first: more than one page of the feed tells nothing.
    server(null, [...bareDeletions(150), ...sealed])
    const { user } = showSync(off)
    await signIn(user, 'secret', 'the right passphrase')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This server's data is encrypted, but the record of its passphrase is missing. Open the app on a device that already syncs with it, then try again.",
    )
    expect(localStorage.getItem('sync_A')).toBeNull()

    // The box unchecked: asked for the passphrase, not joined plainly.
    await signIn(user, 'secret')
    expect(
      await screen.findByText("This server's data is encrypted: enter its passphrase"),
    ).toHaveRole('status')
    expect(localStorage.getItem('sync_A')).toBeNull()
  })
})
