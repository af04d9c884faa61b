import { createSlice, original, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit'
import { emptyList, type ItemList } from './itemList'
import type { CollectionName } from '../storage/keys'
import { applyRecordChanges, reconcileList, type RecordListSpec } from './recordList'
import { isCollectionChange } from './events'

/**
 * The slice of one per-person collection (transactions, budgets, recurring rules): the list
 * storage holds, in the spec's order. `loaded` replaces it with the list storage holds (sign-in,
 * start, another tab's change); every collection-change event of its collection, whatever the
 * event's name, applies what a write stored; `clearOn` (signing out) empties it.
 *
 * The lists are large, so the reducers work on the state itself (`original`), not an Immer
 * draft; `as never` only quiets Immer's draft typing of a generic state.
 */
export function createCollectionSlice<T, Name extends string>({
  name,
  collection,
  spec,
  clearOn,
}: {
  name: Name
  collection: CollectionName
  spec: RecordListSpec<T>
  clearOn: { match: (action: UnknownAction) => boolean }
}) {
  return createSlice({
    name,
    initialState: emptyList<T>() as ItemList<T>,
    reducers: {
      loaded(state, action: PayloadAction<ItemList<T>>) {
        return reconcileList(spec, original(state as never) as ItemList<T>, action.payload)
      },
    },
    extraReducers: (builder) => {
      builder
        .addMatcher(clearOn.match, () => emptyList<T>())
        .addMatcher(isCollectionChange(collection), (state, action) =>
          applyRecordChanges(spec, original(state as never) as ItemList<T>, action.payload.changes),
        )
    },
  })
}
