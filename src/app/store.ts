import {
  combineReducers,
  configureStore,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit'
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist'
import authSlice, { type AuthState } from '../features/auth/authSlice'
import transactionsSlice, {
  type TransactionsState,
} from '../features/transactions/transactionsSlice'
import persistenceSlice from '../storage/persistenceSlice'
import { persistFailed, persistSucceeded } from '../storage/persistenceEvents'
import {
  AUTH_PERSIST_KEY,
  TRANSACTIONS_PERSIST_KEY,
  createSpecStorage,
  specPersistConfig,
  type PersistOutcome,
  type SpecStorage,
} from '../storage/specStorage'

function createRootReducer(storage: SpecStorage) {
  // Each slice maps onto its own spec key; see storage/specStorage.ts.
  const authConfig = specPersistConfig<AuthState>(AUTH_PERSIST_KEY, storage, ['status', 'user'])
  const transactionsConfig = specPersistConfig<TransactionsState>(
    TRANSACTIONS_PERSIST_KEY,
    storage,
    ['ownerId', 'ids', 'entities'],
  )
  return combineReducers({
    [authSlice.reducerPath]: persistReducer(authConfig, authSlice.reducer),
    [transactionsSlice.reducerPath]: persistReducer(transactionsConfig, transactionsSlice.reducer),
    [persistenceSlice.reducerPath]: persistenceSlice.reducer,
  })
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>

export interface ThunkExtra {
  storage: SpecStorage
}

export function makeStore() {
  let report = (outcome: PersistOutcome) => void outcome
  const storage = createSpecStorage((outcome) => report(outcome))
  const store = configureStore({
    reducer: createRootReducer(storage),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: { storage } satisfies ThunkExtra },
        // Years of records make the development checks slow; the records are plain data.
        immutableCheck: { ignoredPaths: ['transactions'] },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          ignoredPaths: ['transactions'],
          ignoredActionPaths: ['payload.transactions', 'payload.stored', 'register', 'rehydrate'],
        },
      }),
  })
  report = (outcome) => {
    store.dispatch(
      outcome.ok
        ? persistSucceeded()
        : persistFailed({ failure: outcome.failure, stored: outcome.stored }),
    )
  }
  const persistor = persistStore(store)
  return { store, persistor }
}

export type AppStore = ReturnType<typeof makeStore>['store']
export type AppDispatch = AppStore['dispatch']
export type AppThunk<Result = void> = ThunkAction<Result, RootState, ThunkExtra, UnknownAction>
