import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLayoutEffect, type ReactElement } from 'react'
import { Provider } from 'react-redux'
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom'
import { persistStore, type Persistor } from 'redux-persist'
import { PersistGate } from 'redux-persist/integration/react'
import { AppRoutes } from '../app/AppRoutes'
import { makeStore, type AppStore, type RootState } from '../app/store'

const livePersistors = new Set<Persistor>()

const liveStores = new Set<AppStore>()

/** Stops every store a test started (its persistor and its listeners, with what they wait
 * for), so none acts on the next test's storage. */
export function stopStores(): void {
  for (const persistor of livePersistors) persistor.pause()
  livePersistors.clear()
  for (const store of liveStores) store.stopListening()
  liveStores.clear()
}

/** A store that stops when the test is over. */
export function makeTestStore(preloadedState?: Partial<RootState>): AppStore {
  const store = makeStore(preloadedState)
  liveStores.add(store)
  return store
}

function persisted(store = makeTestStore()) {
  const persistor = persistStore(store)
  livePersistors.add(persistor)
  return { store, persistor }
}

/** A store rehydrated from what the test put in localStorage (seed storage first). */
export async function makeReadyStore() {
  const made = persisted()
  await new Promise<void>((resolve) => {
    const check = () => made.persistor.getState().bootstrapped && resolve()
    made.persistor.subscribe(check)
    check()
  })
  return made
}

/** Where the app's router is and a way to move it, for tests to read and drive. */
export interface TestRouter {
  state: { location: Location }
  navigate: NavigateFunction
}

function RouterProbe({
  onChange,
}: {
  onChange: (location: Location, navigate: NavigateFunction) => void
}) {
  const location = useLocation()
  const navigate = useNavigate()
  useLayoutEffect(() => onChange(location, navigate), [location, navigate, onChange])
  return null
}

/** The whole app at `route`, on a store rehydrated from what the test put in localStorage. */
export function renderApp(route: string) {
  const { store, persistor } = persisted()
  const router = { state: {} } as TestRouter
  const follow = (location: Location, navigate: NavigateFunction) => {
    router.state.location = location
    router.navigate = navigate
  }
  const user = userEvent.setup()
  render(
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <MemoryRouter initialEntries={[route]}>
          <RouterProbe onChange={follow} />
          <AppRoutes />
        </MemoryRouter>
      </PersistGate>
    </Provider>,
  )
  return { store, persistor, router, user }
}

interface ProviderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>
  route?: string
}

/** One component on a store made from `preloadedState`, without storage (as redux-templates'
 * test-utils): for screens and parts tested against a given state. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route = '/', ...options }: ProviderOptions = {},
) {
  const store = makeTestStore(preloadedState)
  const user = userEvent.setup()
  const rendered = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
    options,
  )
  return { store, user, ...rendered }
}
