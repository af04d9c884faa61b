import { createSlice, original, type UnknownAction } from '@reduxjs/toolkit'
import type { CollectionName } from '../storage/keys'
import { isCollectionChange } from './events'
import { emptyList, type ItemList } from './itemList'
import { applyRecordChanges, type RecordListSpec } from './recordList'

/**
 * The slice of one per-person collection (transactions, budgets, recurring rules): the list
 * storage holds, in the spec's order. What storage holds arrives by rehydration (persist.ts);
 * every journal entry of its collection, whatever the event's name, applies what a write
 * stored; `clearOn` (signing out) empties it.
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
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addMatcher(clearOn.match, () => emptyList<T>())
        .addMatcher(isCollectionChange(collection), (state, action) =>
          applyRecordChanges(spec, original(state as never) as ItemList<T>, action.payload.changes),
        )
    },
  })
}
