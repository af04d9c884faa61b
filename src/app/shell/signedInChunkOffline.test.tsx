/* eslint-disable @typescript-eslint/no-require-imports */
// The signed-in chunk as a browser without it cached meets it offline: the first fetch fails,
// and later ones succeed once the network is back. setupTests preloads the real chunk into the
// registry every other test shares, so this file starts from a registry of its own in which
// the chunk is fetched through `importer` below.

export {}

const network = { online: false, fetches: 0 }

jest.resetModules()
type Chunk = ReturnType<typeof import('../../components/lazyChunk').lazyChunk<unknown>>
/** A chunk of its own for each test, as for a page that has just loaded. */
const held: { chunk: Chunk | null } = { chunk: null }
function freshChunk(): Chunk {
  const { lazyChunk } = jest.requireActual('../../components/lazyChunk')
  return lazyChunk(() => {
    network.fetches += 1
    return network.online
      ? Promise.resolve(jest.requireActual('./signedInParts'))
      : Promise.reject(new Error('Failed to fetch dynamically imported module'))
  })
}
jest.doMock('./signedInChunk', () => ({
  get signedInChunk() {
    return held.chunk
  },
}))

const { act, screen } = require('@testing-library/react') as typeof import('@testing-library/react')
const { renderApp, stopStores } =
  require('../../test/renderWithProviders') as typeof import('../../test/renderWithProviders')
const { seedSession } = require('../../test/fixtures') as typeof import('../../test/fixtures')
const { clockTicked } =
  require('../../features/recurring/catchUp/clock') as typeof import('../../features/recurring/catchUp/clock')

beforeEach(() => {
  network.online = false
  held.chunk = freshChunk()
})
afterEach(() => stopStores())

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))

describe('the signed-in chunk, not fetched the first time (offline, not cached)', () => {
  it('shows the navigation once its code is in, without a reload', async () => {
    seedSession({ id: '1700000000000', name: 'Ada Lovelace' })
    const { store, router } = renderApp('/dashboard')
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    await settle()
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()

    // The network is back; the page is seen again (the catch-up's clock fetches the chunk),
    // and the person moves to another screen.
    network.online = true
    await act(async () => {
      store.dispatch(clockTicked())
    })
    await settle()
    expect(held.chunk?.current()).not.toBeNull()
    await act(async () => {
      await router.navigate('/transactions')
    })
    await settle()

    // The navigation (and every notice with it) shows once the code is in, whoever fetched it.
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  })

  it('asks for it again when the person opens another screen', async () => {
    seedSession({ id: '1700000000000', name: 'Ada Lovelace' })
    const { router } = renderApp('/budgets')
    expect(await screen.findByRole('heading', { name: 'Budgets', level: 1 })).toBeVisible()
    await settle()
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()

    network.online = true
    await act(async () => {
      await router.navigate('/transactions')
    })
    // The next screen asks again: without a navigation there is no Logout and no other screen.
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  })
})
