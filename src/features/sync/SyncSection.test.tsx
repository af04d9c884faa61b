import { act, screen } from '@testing-library/react'
import { renderWithProviders } from '../../test/renderWithProviders'
import { SyncSection } from './SyncSection'
import { syncStatusChanged, type SyncState } from './syncSlice'

const ada = { id: 'A', name: 'Ada' }
const target = { server: 'https://couch.example.com', username: 'ada' }

function showSync(sync: SyncState) {
  return renderWithProviders(<SyncSection />, {
    preloadedState: {
      auth: { status: 'signedIn', user: ada },
      sync,
    },
  })
}

async function signIn(user: ReturnType<typeof showSync>['user'], password: string) {
  const server = screen.getByRole('textbox', { name: 'Server address' })
  await user.clear(server)
  await user.type(server, target.server)
  const username = screen.getByRole('textbox', { name: 'Username' })
  await user.clear(username)
  await user.type(username, target.username)
  await user.type(screen.getByLabelText('Sync password'), password)
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
