import { createSlice, original } from '@reduxjs/toolkit'
import { isCollectionChange } from './events'
import type { JournalEntry } from './journal'
import { RACE_WINDOW_MS } from './lostWrites'

/** This tab's recent journal entries, oldest first: the ones another tab's write may still have
 * dropped (see lostWrites.ts). Each is frozen, so Immer keeps it as it is. */
export interface JournalState {
  recent: readonly JournalEntry[]
}

const initialState: JournalState = { recent: [] }

const journalSlice = createSlice({
  name: 'journal',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(isCollectionChange(), (state, { payload: entry }) => {
      const { recent } = original(state) as JournalState
      const held = recent.filter((kept) => entry.at - kept.at < RACE_WINDOW_MS)
      return { recent: Object.freeze([...held, entry]) }
    })
  },
  selectors: {
    selectRecentEntries: (state) => state.recent,
  },
})

export const { selectRecentEntries } = journalSlice.selectors
export default journalSlice
