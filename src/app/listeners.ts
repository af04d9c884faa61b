import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit'
import type { RootState, ThunkExtra } from './store'

/** startListening typed for this app's state and thunk-capable dispatch. */
export type AppStartListening = TypedStartListening<
  RootState,
  ThunkDispatch<RootState, ThunkExtra, UnknownAction>
>
