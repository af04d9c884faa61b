import { createAction } from '@reduxjs/toolkit'
import type { Transaction } from '../features/transactions/model'
import type { StorageFailure } from './localStore'

/** The storage adapter reports each write through these, so failures reach state, not React. */
export const persistSucceeded = createAction('persistence/persistSucceeded')

export interface PersistFailedPayload {
  failure: StorageFailure
  /** What storage still holds for the signed-in person, to show instead of the unsaved change. */
  stored: { ownerId: string; transactions: Transaction[] } | null
}

export const persistFailed = createAction<PersistFailedPayload>('persistence/persistFailed')
