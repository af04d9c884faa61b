import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { UpdateBanner } from './UpdateBanner'

// A stand-in for the browser's service worker API, with the registration's events and the
// versions' states, so these tests also check the message the generated sw.js listens for.
function installServiceWorkerApi({
  versionWaiting,
  versionInstalling = false,
  versionActive = true,
}: {
  versionWaiting: boolean
  versionInstalling?: boolean
  /** False for a first visit: nothing installed before. */
  versionActive?: boolean
}) {
  const waitingWorker = { scriptURL: `${location.origin}/sw.js`, postMessage: jest.fn() }
  const installingWorker = Object.assign(new EventTarget(), {
    scriptURL: `${location.origin}/sw.js`,
    state: 'installing',
    postMessage: jest.fn(),
  })
  const registration = Object.assign(new EventTarget(), {
    active: versionActive ? { scriptURL: `${location.origin}/sw.js`, state: 'activated' } : null,
    waiting: versionWaiting ? (waitingWorker as object) : null,
    installing: versionInstalling ? (installingWorker as object) : null,
    update: jest.fn(async () => undefined),
  })
  /** A later update check finds a new version, which starts installing. */
  const findUpdate = () => {
    installingWorker.state = 'installing'
    registration.installing = installingWorker
    registration.dispatchEvent(new Event('updatefound'))
  }
  /** The installing version ends in `state`: waiting once installed (as a first install also
   * is, briefly, on its way to active), or thrown away. */
  const finishInstalling = (state: 'installed' | 'redundant') => {
    installingWorker.state = state
    registration.installing = null
    if (state === 'installed') registration.waiting = installingWorker
    installingWorker.dispatchEvent(new Event('statechange'))
  }
  const container = {
    controller: null,
    register: jest.fn(async () => registration),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  return { container, registration, waitingWorker, installingWorker, findUpdate, finishInstalling }
}

const testEnv = process.env.NODE_ENV

afterEach(() => {
  process.env.NODE_ENV = testEnv
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

/** Lets what is pending run: registration finishing, or a worker's state change being
 * handled. */
const letPendingWorkRun = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

/** The banner in production, once its registration has settled. */
async function renderRegistered(versions: Parameters<typeof installServiceWorkerApi>[0]) {
  const api = installServiceWorkerApi(versions)
  process.env.NODE_ENV = 'production'
  render(<UpdateBanner />)
  await waitFor(() => expect(api.container.register).toHaveBeenCalled())
  await letPendingWorkRun()
  return api
}

/** Registered while a version (an update unless no version is active) was still installing. */
const renderWhileInstalling = ({ versionActive = true } = {}) =>
  renderRegistered({ versionWaiting: false, versionInstalling: true, versionActive })

test('registers no service worker outside the production build', () => {
  const { container } = installServiceWorkerApi({ versionWaiting: true })
  process.env.NODE_ENV = 'development'
  render(<UpdateBanner />)
  expect(container.register).not.toHaveBeenCalled()
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
})

test('registers /sw.js in production and stays hidden while no new version waits', async () => {
  const { container } = await renderRegistered({ versionWaiting: false })
  expect(container.register).toHaveBeenCalledWith('/sw.js')
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
})

test('offers a waiting version and hands over to it only when Reload is pressed', async () => {
  const { waitingWorker } = installServiceWorkerApi({ versionWaiting: true })
  process.env.NODE_ENV = 'production'
  const user = userEvent.setup()
  render(<UpdateBanner />)

  const banner = await screen.findByRole('status')
  expect(banner).toHaveTextContent('A new version is available')
  expect(waitingWorker.postMessage).not.toHaveBeenCalled()

  await user.click(screen.getByRole('button', { name: 'Reload' }))
  expect(waitingWorker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' })
})

test('offers no update for a first version caught waiting on its way to active', async () => {
  await renderRegistered({ versionWaiting: true, versionActive: false })
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
})

test('offers a version that a later update check finds, once it has installed', async () => {
  const user = userEvent.setup()
  const { findUpdate, finishInstalling, installingWorker } = await renderRegistered({
    versionWaiting: false,
  })

  act(() => findUpdate())
  await letPendingWorkRun()
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
  act(() => finishInstalling('installed'))
  expect(await screen.findByRole('status')).toHaveTextContent('A new version is available')
  await user.click(screen.getByRole('button', { name: 'Reload' }))
  expect(installingWorker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' })
})

test('looks for a new version when the person comes back to the tab', async () => {
  const { registration } = await renderRegistered({ versionWaiting: false })
  expect(registration.update).not.toHaveBeenCalled()

  document.dispatchEvent(new Event('visibilitychange'))
  expect(registration.update).toHaveBeenCalledTimes(1)
})

describe('a version that began installing while the page registered', () => {
  test('is offered once it has installed, and Reload hands over to it', async () => {
    const user = userEvent.setup()
    const { installingWorker, finishInstalling } = await renderWhileInstalling()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()

    act(() => finishInstalling('installed'))
    const banner = await screen.findByRole('status')
    expect(banner).toHaveTextContent('A new version is available')
    await user.click(screen.getByRole('button', { name: 'Reload' }))
    expect(installingWorker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' })
  })

  test('is not offered when its installation fails', async () => {
    const { finishInstalling } = await renderWhileInstalling()
    act(() => finishInstalling('redundant'))
    await letPendingWorkRun()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  test('is not offered on a first visit, where it is the first version', async () => {
    const { finishInstalling } = await renderWhileInstalling({ versionActive: false })
    act(() => finishInstalling('installed'))
    await letPendingWorkRun()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
