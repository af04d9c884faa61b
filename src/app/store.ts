import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type Reducer,
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
  type PersistConfig,
} from 'redux-persist'
import type { PersistPartial } from 'redux-persist/es/persistReducer'
import accountsSlice from '../features/accounts/accountsSlice'
import authSlice from '../features/auth/authSlice'
import budgetsSlice from '../features/budgets/budgetsSlice'
import categoriesSlice from '../features/categories/categoriesSlice'
import ruleOfferSlice from '../features/categories/ruleOfferSlice'
import categoryRulesSlice from '../features/categories/rulesSlice'
import calendarSlice from '../features/calendar/calendarSlice'
import recoverySlice from '../features/recovery/recoverySlice'
import recurringSlice from '../features/recurring/recurringSlice'
import { catchUpSlice, startCatchUpListening } from '../features/recurring'
import syncSlice from '../features/sync/syncSlice'
import transactionsSlice from '../features/transactions/transactionsSlice'
import undoSlice from '../features/undo/undoSlice'
import journalSlice from '../collections/journalSlice'
import type { AppStartListening, ThunkExtra } from '../store/types'
import { collectionFor } from './collections'
import { followedNow } from './followed'
import { persisted } from './persistConfig'
import persistenceSlice from './persistence/persistenceSlice'
import { startBackupsFollowing, startSessionListening } from './sessionListener'
import { signedInChunk } from './shell/signedInChunk'
import { startFollowingCollections } from '../collections/following'
import { startAuthListening } from '../features/auth/authListeners'
import { startSyncListening } from '../features/sync/syncListeners'
import { startRuleOfferListening } from '../features/categories/ruleOfferListener'
import { startUndoExpiry } from '../features/undo/undoExpiry'

const rootReducer = combineReducers({
  [authSlice.reducerPath]: authSlice.reducer,
  [transactionsSlice.reducerPath]: transactionsSlice.reducer,
  [budgetsSlice.reducerPath]: budgetsSlice.reducer,
  [recurringSlice.reducerPath]: recurringSlice.reducer,
  [accountsSlice.reducerPath]: accountsSlice.reducer,
  [categoriesSlice.reducerPath]: categoriesSlice.reducer,
  [categoryRulesSlice.reducerPath]: categoryRulesSlice.reducer,
  [ruleOfferSlice.reducerPath]: ruleOfferSlice.reducer,
  [catchUpSlice.reducerPath]: catchUpSlice.reducer,
  [recoverySlice.reducerPath]: recoverySlice.reducer,
  [persistenceSlice.reducerPath]: persistenceSlice.reducer,
  [undoSlice.reducerPath]: undoSlice.reducer,
  [journalSlice.reducerPath]: journalSlice.reducer,
  [syncSlice.reducerPath]: syncSlice.reducer,
  [calendarSlice.reducerPath]: calendarSlice.reducer,
})

/** The root state; what storage holds enters it by rehydration (see collections/persist.ts). */
type Combined = ReturnType<typeof rootReducer>
// redux-persist's types lose combineReducers' partial preloaded state and the action type.
const persistedReducer = persistReducer(
  persisted.config as PersistConfig<Combined>,
  rootReducer,
) as Reducer<Combined & PersistPartial, UnknownAction, Partial<Combined & PersistPartial>>

export type RootState = ReturnType<typeof persistedReducer>

declare module '../store/types' {
  // The root reducer's state is the app's state, for the features typed against AppState.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppState extends RootState {}
}

const extra: ThunkExtra = { collectionFor }

/** Years of records make the development checks slow; the records are plain data. */
const RECORD_PATHS = [
  'transactions',
  'budgets',
  'recurring',
  'accounts',
  'categories',
  'rules',
  'undo',
  'journal',
]

/**
 * The app's store. Persistence starts when the caller hands it to `persistStore` (the app and
 * `renderApp` do; a test with `preloadedState` may not). Each store has its own listeners.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listeners = createListenerMiddleware()
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        immutableCheck: { ignoredPaths: RECORD_PATHS },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          ignoredPaths: RECORD_PATHS,
          ignoredActionPaths: ['payload.changes', 'register', 'rehydrate'],
        },
      }).prepend(listeners.middleware),
  })
  const startListening = listeners.startListening as AppStartListening
  startSessionListening(startListening)
  startAuthListening(startListening)
  startFollowingCollections(startListening, followedNow)
  startBackupsFollowing(startListening)
  startCatchUpListening(startListening, signedInChunk)
  startSyncListening(startListening)
  startRuleOfferListening(startListening)
  startUndoExpiry(startListening)
  // Stops every listener and what it is waiting for (a test's store, once the test is over).
  return Object.assign(store, { stopListening: () => listeners.clearListeners() })
}

export type AppStore = ReturnType<typeof makeStore>
