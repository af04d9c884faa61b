import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { PersistGate } from 'redux-persist/integration/react'
import { routes } from '../app/routes'
import { makeStore } from '../app/store'

const liveStores = new Set<ReturnType<typeof makeStore>>()

function makeTrackedStore() {
  const made = makeStore()
  liveStores.add(made)
  return made
}

/** Finishes and stops every store a test made, so none writes into the next test's storage. */
export async function stopStores(): Promise<void> {
  for (const { persistor } of liveStores) {
    await persistor.flush()
    persistor.pause()
  }
  liveStores.clear()
}

/** A store whose rehydration from localStorage has finished: seed storage first. */
export async function makeReadyStore() {
  const made = makeTrackedStore()
  await new Promise<void>((resolve) => {
    const check = () => made.persistor.getState().bootstrapped && resolve()
    made.persistor.subscribe(check)
    check()
  })
  return made
}

/** The whole app at `route`, on a store rehydrated from what the test put in localStorage. */
export function renderApp(route: string) {
  const { store, persistor } = makeTrackedStore()
  const router = createMemoryRouter(routes, { initialEntries: [route] })
  const user = userEvent.setup()
  render(
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>,
  )
  return { store, persistor, router, user }
}
