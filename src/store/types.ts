import type {
  ThunkAction,
  ThunkDispatch,
  TypedStartListening,
  UnknownAction,
} from '@reduxjs/toolkit'
import type { Collection } from '../storage/collectionStore'
import type { CollectionName } from '../storage/keys'

/**
 * The whole state of the app. app/store.ts fills it in with its root reducer's state (declaration
 * merging), so a feature types its thunks, selectors and hooks against it without importing the
 * layer that composes the features, as react-redux's DefaultRootState once let apps do.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into by app/store.ts
export interface AppState {}

/** What thunks get besides dispatch and getState: where each collection of a person is. */
export interface ThunkExtra {
  collectionFor(name: CollectionName, ownerId: string): Collection
}

export type AppDispatch = ThunkDispatch<AppState, ThunkExtra, UnknownAction>
export type AppThunk<Result = void> = ThunkAction<Result, AppState, ThunkExtra, UnknownAction>

/** startListening typed for this app's state and thunk-capable dispatch. */
export type AppStartListening = TypedStartListening<AppState, AppDispatch>
