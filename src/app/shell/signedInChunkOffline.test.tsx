/* eslint-disable @typescript-eslint/no-require-imports */
// The signed-in chunk as a browser without it cached meets it offline: the first fetch fails,
// and later ones succeed once the network is back. setupTests preloads the real chunk into the
// registry every other test shares, so this file starts from a registry of its own in which
// each test's page fetches the chunk through `freshChunk` below.

export {}

const network = { online: false }

jest.resetModules()
type Chunk = ReturnType<typeof import('../../components/lazyChunk').lazyChunk<unknown>>
/** A chunk of its own for each test, as for a page that has just loaded. */
const held: { chunk: Chunk | null } = { chunk: null }
function freshChunk(): Chunk {
  const { lazyChunk } = jest.requireActual('../../components/lazyChunk')
  return lazyChunk(() =>
    network.online
      ? Promise.resolve(jest.requireActual('./signedInParts'))
      : Promise.reject(new Error('Failed to fetch dynamically imported module')),
  )
}
jest.doMock('./signedInChunk', () => ({
  get signedInChunk() {
    return held.chunk
  },
}))

const { act, screen } = require('@testing-library/react') as typeof import('@testing-library/react')
const { renderApp, stopStores } =
  require('../../test/renderWithProviders') as typeof import('../../test/renderWithProviders')
const { record, seedSession, seedTransactions } =
  require('../../test/fixtures') as typeof import('../../test/fixtures')
const { clockTicked } =
  require('../../features/recurring/catchUp/clock') as typeof import('../../features/recurring/catchUp/clock')
const { deleteTransaction } =
  require('../../features/transactions/editThunks') as typeof import('../../features/transactions/editThunks')
const { ruleSuggested } =
  require('../../features/categories/ruleOfferSlice') as typeof import('../../features/categories/ruleOfferSlice')

const ada = { id: 'u1', name: 'Ada' }
const records = [
  record({ userId: ada.id, description: 'First', date: '2026-03-03' }),
  record({ userId: ada.id, description: 'Second', date: '2026-03-02' }),
]

beforeEach(() => {
  network.online = false
  held.chunk = freshChunk()
  seedSession(ada)
  seedTransactions(ada.id, records)
})
afterEach(() => {
  jest.useRealTimers()
  stopStores()
})

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))
const navigation = () => screen.queryByRole('navigation', { name: 'Main' })

/** Signed in on `path`, whose screen shows while the chunk could not be fetched. */
async function offlineOn(path: string, heading: string) {
  const app = renderApp(path)
  expect(await screen.findByRole('heading', { name: heading })).toBeVisible()
  await settle()
  expect(navigation()).not.toBeInTheDocument()
  return app
}

describe('the signed-in chunk, not fetched the first time (offline, not cached)', () => {
  it('shows the navigation once anyone’s fetch brings its code, without a reload', async () => {
    const { store } = await offlineOn('/dashboard', 'Dashboard')
    // The network is back and the page is seen again: the catch-up's clock fetches the chunk.
    network.online = true
    await act(async () => {
      store.dispatch(clockTicked())
    })
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  })

  it('is asked for again when the person opens another screen', async () => {
    const { router } = await offlineOn('/budgets', 'Budgets')
    network.online = true
    await act(async () => {
      await router.navigate('/transactions')
    })
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  })
})

describe('offers made before the signed-in chunk arrived last their time from when they were made', () => {
  /** A minute passes (fake timers for it only), then the network is back and the person opens
   * another screen, which brings the chunk. */
  async function aMinuteLaterOnline(app: ReturnType<typeof renderApp>) {
    act(() => jest.advanceTimersByTime(60_000))
    jest.useRealTimers()
    network.online = true
    await act(async () => {
      await app.router.navigate('/budgets')
    })
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    await settle()
  }

  it('a deletion a minute old is no longer offered for Undo', async () => {
    const app = await offlineOn('/transactions', 'Transactions (2)')
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] })
    act(() => {
      app.store.dispatch(deleteTransaction(records[1].id))
    })
    await aMinuteLaterOnline(app)
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
    expect(app.store.getState().undo.step).toBe('none')
  })

  it('a rule suggested a minute ago is no longer offered', async () => {
    const app = await offlineOn('/transactions', 'Transactions (2)')
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] })
    act(() => {
      app.store.dispatch(ruleSuggested({ category: 'Food', text: 'Bakery' }))
    })
    await aMinuteLaterOnline(app)
    expect(screen.queryByRole('button', { name: 'Create rule' })).not.toBeInTheDocument()
    expect(app.store.getState().ruleOffer.step).toBe('none')
  })
})
