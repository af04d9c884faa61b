import { useEffect, useState } from 'react'
import { Provider } from 'react-redux'
import { BrowserRouter } from 'react-router-dom'
import { persistStore } from 'redux-persist'
import { PersistGate } from 'redux-persist/integration/react'
import { runCatchUpClock } from '../features/recurring'
import { watchOtherTabs } from '../collections/following'
import { guardHeldBackups } from './guardHeldBackups'
import { AppRoutes } from './AppRoutes'
import { makeStore } from './store'

export function App() {
  const [store] = useState(() => makeStore())
  const [persistor] = useState(() => persistStore(store))
  useEffect(() => watchOtherTabs(store.dispatch), [store])
  useEffect(() => guardHeldBackups(), [])
  useEffect(() => runCatchUpClock(store), [store])
  return (
    <Provider store={store}>
      {/* Rehydration reads localStorage synchronously, so the gate opens before first paint. */}
      <PersistGate persistor={persistor} loading={null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PersistGate>
    </Provider>
  )
}
