import { useEffect, useState } from 'react'
import { Provider } from 'react-redux'
import { RouterProvider, createBrowserRouter } from 'react-router-dom'
import { PersistGate } from 'redux-persist/integration/react'
import { startCrossTabSync } from '../storage/crossTabSync'
import { routes } from './routes'
import { makeStore } from './store'

export function App() {
  const [{ store, persistor }] = useState(makeStore)
  const [router] = useState(() => createBrowserRouter(routes))
  useEffect(() => startCrossTabSync(store, persistor), [store, persistor])
  return (
    <Provider store={store}>
      {/* Rehydration reads localStorage synchronously, so the gate opens before first paint. */}
      <PersistGate persistor={persistor} loading={null}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  )
}
